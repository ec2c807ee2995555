import { inlineScriptsPlugin } from './build/inline-scripts'
import { numberFormatWorker } from './build/number-format-worker'
import { seoFiles } from './build/seo-files'
import {
  appBase,
  composePresets,
  deployFiles,
  devServer,
  federation,
  monolith,
  serverBundle,
  shellPage,
  siteOrigin,
} from './build/vite-presets'

export default composePresets(
  appBase('shell'),
  monolith(),
  federation('shell'),
  shellPage(),
  serverBundle('shell'),
  deployFiles('shell'),
  devServer('shell'),
  { plugins: [inlineScriptsPlugin(), numberFormatWorker(), seoFiles(siteOrigin())] },
)
