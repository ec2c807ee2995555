import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { GamePage } from '../features/game-page/GamePage'

export default exposeRemoteComponent('categories', 'GamePage', GamePage)
