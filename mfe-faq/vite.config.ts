import { remoteConfig } from 'shell/vite-presets'

export default remoteConfig('faq')
