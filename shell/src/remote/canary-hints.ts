import type { RemoteKey } from '../federation/apps'
import type { PageBuild } from '../release/page-builds'
import type { CompositionRecord } from '../page-format/composition-record'

function addLink(doc: Document, rel: string, href: string): void {
  const link = doc.createElement('link')
  link.rel = rel
  link.href = href
  // Module scripts are fetched in CORS mode: a preload or a connection made without it is not reused.
  link.crossOrigin = ''
  doc.head.append(link)
}

/**
 * A composed page preloads the builds it was composed from. A slot this browser loads another build
 * for (a canary) would fetch that build's entry, then its module and `./meta`, then their imports,
 * one round trip after another from an origin not yet connected. When the page's record lists the
 * files of exactly the build this browser resolved, all of them are preloaded at once, with the entry
 * and a connection to its origin. The files are resolved against the entry the browser loads, so
 * nothing comes from an origin the release record does not name. Called once per page, by the boot
 * (`boot/page-releases.ts`). Returns the URLs preloaded.
 */
export function hintResolvedBuilds(
  record: CompositionRecord,
  builds: Record<RemoteKey, PageBuild>,
  doc: Document = document,
): string[] {
  const preloaded: string[] = []
  const preconnected = new Set<string>()
  for (const [key, composed] of Object.entries(record.remotes) as Array<
    [RemoteKey, CompositionRecord['remotes'][RemoteKey] & {}]
  >) {
    const build = builds[key]
    const hint = composed.canary
    if (!hint || !build || build.entry === null || build.build !== hint.buildId) continue
    const entry = new URL(build.entry, doc.baseURI)
    if (!preconnected.has(entry.origin)) addLink(doc, 'preconnect', entry.origin)
    preconnected.add(entry.origin)
    const base = new URL('..', entry)
    const files = hint.files.map((file) => new URL(file, base)).filter((url) => url.origin === entry.origin)
    for (const href of new Set([entry.href, ...files.map((url) => url.href)])) {
      addLink(doc, 'modulepreload', href)
      preloaded.push(href)
    }
  }
  return preloaded
}
