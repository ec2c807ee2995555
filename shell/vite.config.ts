import { defineAppConfig, siteOrigin } from './build/app-config'
import { seoFiles } from './build/seo-files'

export default defineAppConfig('shell', { plugins: [seoFiles(siteOrigin())] })
