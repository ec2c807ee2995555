import '../index.css'
import { CONTRACT_VERSION, type PopularGamesProps } from 'shell/contract'
import { AppStoreProvider } from 'shell/store/react'
import { PopularGames } from '../features/PopularGames'

export const contractVersion = CONTRACT_VERSION

export default function ExposedPopularGames({ store, ...props }: PopularGamesProps) {
  return (
    <AppStoreProvider store={store}>
      <PopularGames {...props} />
    </AppStoreProvider>
  )
}
