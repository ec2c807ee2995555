import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { isLayoutModule, isStaticModule, isTouchModule } from '../src/contract'
import { assertNoClassConflicts } from '../src/lib/class-conflicts'
import type { RemoteEntryUrls, RemoteKey } from '../src/federation/apps'
import type * as RendererModule from '../src/prerender/render'
import { slotsOfAppHtml, type CompositionRecord } from '../src/page-format/composition-record'
import type { RemoteServerEntry } from '../src/page-format/server-entry'
import { withCanaryFiles, type CanaryAssets } from './canary-files'
import { styleAttributes } from './composed-index'
import { composeDocument, type PartPreloads, type PublishedStylesheet } from './document'

export type Renderer = typeof RendererModule

const RENDER_ORIGIN = 'http://compose.invalid'

export interface PageJob {
  /** Where the page goes, relative to the composed folder. */
  file: string
  /** The path and, for a later list page, the query it is composed with (`/sloturi-online?pagina=2`). */
  url: string
  kind: CompositionRecord['kind']
}

export interface PageContext {
  renderer: Renderer
  remotes: Partial<Record<RemoteKey, RemoteServerEntry>>
  entryUrls: RemoteEntryUrls
  template: string
  releases: CompositionRecord['remotes']
  /** The shell's copy of each remote stylesheet, by the remote's URL (see `publishStylesheets`). */
  stylesheetCopies: Record<string, string>
  /** The shell's shared-package chunks, hinted on every page (see `sharedChunkPreloads`). */
  sharedPreloads: string[]
  /** Each running canary's files, listed in the records for its visitors (see `withCanaryFiles`). */
  canaryAssets: CanaryAssets
}

/** One page as served: the app rendered for its path inside the shell's index.html. */
export async function composePage(
  {
    renderer,
    remotes,
    entryUrls,
    template,
    releases,
    stylesheetCopies,
    sharedPreloads,
    canaryAssets,
  }: PageContext,
  { url, kind }: PageJob,
): Promise<{ html: string; remotes: RemoteKey[] }> {
  const { pathname, search } = new URL(url, RENDER_ORIGIN)
  const appHtml = await renderer.renderApp(RENDER_ORIGIN + url, remotes, kind === 'frame' ? 'frame' : 'page')
  // The browser only joins classes (`lib/cn.ts`): a conflict stops the compose, not a visitor's page.
  assertNoClassConflicts(appHtml, url)
  const { modules, slots } = slotsOfAppHtml(appHtml)
  const stylesheets = new Map<string, PublishedStylesheet>()
  const modulePreloads = new Set<string>(sharedPreloads)
  const partPreloads: PartPreloads[] = []
  for (const id of modules) {
    const [key, name] = id.split('/') as [RemoteKey, string]
    const assets = remotes[key]?.assets[name]
    if (!assets) continue
    const base = new URL('..', entryUrls[key])
    for (const css of assets.css) {
      const remoteHref = new URL(css, base).href
      const href = stylesheetCopies[remoteHref]
      if (!href) throw new Error(`${id}: no published copy of ${remoteHref}`)
      stylesheets.set(remoteHref, { href, remoteHref })
    }
    // A module with no handlers is never loaded in the browser: none of its files is worth a request.
    if (isStaticModule(key, name)) continue
    // A touch module loads only once the visitor reaches for it (decision 0110): its remote's entry
    // is requested with the page's, so that a tap waits for one request less.
    if (isTouchModule(key, name)) modulePreloads.add(entryUrls[key])
    // Any other part's files wait in its own template until it is near or wanted (decision 0113).
    else
      partPreloads.push({
        module: id,
        hrefs: [entryUrls[key], ...assets.js.map((js) => new URL(js, base).href)],
        whenWanted: isLayoutModule(key, name),
      })
  }
  // Only the remotes whose slots the page holds: a release of another remote leaves it as it is.
  const slotRemotes = [...new Set(modules.map((id) => id.split('/')[0] as RemoteKey))]
  const slotReleases: CompositionRecord['remotes'] = {}
  for (const key of slotRemotes) if (releases[key]) slotReleases[key] = releases[key]
  const html = composeDocument(template, {
    appHtml,
    stylesheets: [...stylesheets.values()],
    modulePreloads: [...modulePreloads],
    partPreloads: partPreloads.map((part) => ({
      ...part,
      hrefs: part.hrefs.filter((href) => !modulePreloads.has(href)),
    })),
    record: {
      kind,
      path: pathname,
      query: renderer.pageQuery(pathname, search),
      remotes: withCanaryFiles(slotReleases, modules, canaryAssets),
      modules,
      slots,
    },
  })
  return { html, remotes: slotRemotes }
}

export interface PageResult {
  ms: number
  /** The page's style attributes, for the CSP hashes. */
  styles: string[]
  /** The remotes whose slots it holds: a release of one of them recomposes it. */
  remotes: RemoteKey[]
}

export interface PageQueue {
  jobs: PageJob[]
  /** One Int32, shared by every thread: the index of the next job to take. */
  next: SharedArrayBuffer
  staging: string
}

/**
 * Renders and writes jobs from the queue until none is left. Each thread takes the next page when it
 * is free, so one slowed down by other load takes fewer.
 */
export async function renderPages(context: PageContext, { jobs, next, staging }: PageQueue) {
  const counter = new Int32Array(next)
  const done: Array<[number, PageResult]> = []
  // Each style once per thread: most pages repeat the same few, and 77 000 pages' copies filled memory.
  const seenStyles = new Set<string>()
  for (let index = Atomics.add(counter, 0, 1); index < jobs.length; index = Atomics.add(counter, 0, 1)) {
    const job = jobs[index]!
    const started = performance.now()
    const { html, remotes } = await composePage(context, job)
    const styles = styleAttributes(html).filter((style) => !seenStyles.has(style))
    styles.forEach((style) => seenStyles.add(style))
    done.push([index, { ms: performance.now() - started, styles, remotes }])
    const target = join(staging, job.file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, html)
    // A turn of the event loop between pages. React's prerender leaves a setImmediate holding the
    // page's whole render; awaits alone run as microtasks, so without this turn none of those ran
    // until the last page: every page stayed in memory (52 KB each, 4.7 GB at 50 000 games).
    await nextTurn()
  }
  return done
}
