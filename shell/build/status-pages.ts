import type { Plugin } from 'vite'
import { PAGE_STATUSES } from '../src/lib/status-pages'
import { statusPageHtml, statusPagePath, type StatusPageLook } from '../serving/status-pages'

/** The stylesheets a built index.html links, in its order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? [],
  )
}

/**
 * Writes the app's status pages (serving/status-pages.ts) beside its files. The shell's wear the site's
 * stylesheet and link home on the same origin; a remote's name the site and link to its public address.
 */
export function statusPages(kind: 'shell' | 'remote', siteOrigin: string): Plugin {
  return {
    name: 'pacanele:status-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        const html = index?.type === 'asset' ? String(index.source) : ''
        const look: StatusPageLook =
          kind === 'shell'
            ? { home: '/', stylesheets: linkedStylesheets(html), icon: '/favicon.png' }
            : { home: new URL('/', siteOrigin).href, stylesheets: [] }
        if (kind === 'shell' && look.stylesheets.length === 0)
          this.error('status pages: the built index.html links no stylesheet')
        for (const status of PAGE_STATUSES)
          this.emitFile({
            type: 'asset',
            fileName: statusPagePath(status).slice(1),
            source: statusPageHtml(status, look),
          })
      },
    },
  }
}
