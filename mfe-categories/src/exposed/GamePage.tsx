import '../index.css'
import type { GamePageProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { GamePage } from '../features/game-page/GamePage'

export default function ExposedGamePage({ store, slug }: GamePageProps) {
  return (
    <RemoteRoot scope="mfe-categories" store={store}>
      <GamePage slug={slug} />
    </RemoteRoot>
  )
}
