import { appBase, composePresets, deployFiles, devServer, federation, serverBundle } from 'shell/vite-presets'

export default composePresets(
  appBase('home'),
  federation('home'),
  serverBundle('home'),
  deployFiles('home'),
  devServer('home'),
)
