import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { HouseGamePage } from '../features/house-games/page/HouseGamePage'

// Its own module: the engine, the reels and the math sheets load only when a house game is opened.
export default exposeRemoteComponent('categories', 'HouseGamePage', HouseGamePage)
