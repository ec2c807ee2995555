import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { HomePage } from '../features/home/HomePage'

export default exposeRemoteComponent('home', 'HomePage', HomePage)
