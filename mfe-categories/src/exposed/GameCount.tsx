import { exposeRemoteComponent } from 'shell/remote-root'
import { GameCount } from '../features/counts/GameCount'

// No stylesheet import: the count is plain text inside the host's layout.
export default exposeRemoteComponent('categories', 'GameCount', GameCount, { inline: true })
