import { seoFiles } from './build-plugins/seo-files'
import { defineAppConfig, siteOrigin } from './src/federation/config'

export default defineAppConfig('shell', { plugins: [seoFiles(siteOrigin())] })
