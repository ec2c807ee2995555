import { defineAppConfig, siteOrigin } from './build/app-config'
import { inlineScriptsPlugin } from './build/inline-scripts'
import { seoFiles } from './build/seo-files'

export default defineAppConfig('shell', { plugins: [inlineScriptsPlugin(), seoFiles(siteOrigin())] })
