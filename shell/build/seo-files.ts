import type { Plugin } from 'vite'

/** robots.txt; the sitemap lists every composed page, so the compose step writes it. */
export function seoFiles(siteOrigin: string): Plugin {
  return {
    name: 'pacanele:seo-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteOrigin).href}\n`,
      })
    },
  }
}
