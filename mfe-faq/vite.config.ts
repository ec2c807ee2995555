import { appBase, composePresets, deployFiles, devServer, federation, serverBundle } from 'shell/vite-presets'

export default composePresets(
  appBase('faq'),
  federation('faq'),
  serverBundle('faq'),
  deployFiles('faq'),
  devServer('faq'),
)
