import '../index.css'
import { CONTRACT_VERSION, type SearchResultsProps } from 'shell/contract'
import { AppStoreProvider } from 'shell/store/react'
import { SearchResults } from '../features/SearchResults'

export const contractVersion = CONTRACT_VERSION

export default function ExposedSearchResults({ store, ...props }: SearchResultsProps) {
  return (
    <AppStoreProvider store={store}>
      <SearchResults {...props} />
    </AppStoreProvider>
  )
}
