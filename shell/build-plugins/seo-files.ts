import type { Plugin } from 'vite'
import { knownPaths } from '../src/contract/routes'

/** robots.txt and sitemap.xml, written from the route table so they never drift from the router. */
export function seoFiles(siteOrigin: string): Plugin {
  return {
    name: 'pacanele:seo-files',
    apply: 'build',
    generateBundle() {
      const urls = knownPaths
        .map((path) => `  <url><loc>${new URL(path, siteOrigin).href}</loc></url>`)
        .join('\n')
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      })
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteOrigin).href}\n`,
      })
    },
  }
}
