import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { CategoryPage } from '../features/categories/CategoryPage'

export default exposeRemoteComponent('categories', 'CategoryPage', CategoryPage)
