import '../index.css'
import type { SearchResultsProps } from 'shell/contract'
import { RemoteRoot } from 'shell/remote-root'
import { SearchResults } from '../features/search/SearchResults'

export default function ExposedSearchResults({ store, query }: SearchResultsProps) {
  return (
    <RemoteRoot scope="mfe-categories" store={store}>
      <SearchResults query={query} />
    </RemoteRoot>
  )
}
