import '../index.css'
import { exposeRemoteComponent } from 'shell/remote-root'
import { FaqSection } from '../features/faq/FaqSection'

export default exposeRemoteComponent('faq', 'Faq', FaqSection)
