import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { PopularGames } from '../features/popular/PopularGames'

export default exposeRemoteComponent('categories', 'PopularGames', PopularGames)
