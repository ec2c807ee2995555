import '../index.css'
import type { PopularGamesProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { PopularGames } from '../features/popular/PopularGames'

export default function ExposedPopularGames({ store }: PopularGamesProps) {
  return (
    <RemoteRoot scope="mfe-categories" store={store}>
      <PopularGames />
    </RemoteRoot>
  )
}
