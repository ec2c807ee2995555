import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { SearchResults } from '../features/search/SearchResults'

export default exposeRemoteComponent('categories', 'SearchResults', SearchResults)
