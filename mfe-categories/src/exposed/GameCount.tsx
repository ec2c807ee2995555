import type { GameCountProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { GameCount } from '../features/counts/GameCount'

// No stylesheet import: the count is plain text inside the host's layout.
export default function ExposedGameCount({ store, slug }: GameCountProps) {
  return (
    <RemoteRoot scope="mfe-categories" store={store}>
      <GameCount slug={slug} />
    </RemoteRoot>
  )
}
