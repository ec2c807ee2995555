import { createHash } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { RemoteEntryUrls, RemoteKey } from '../src/federation/apps'
import type { CompositionRecord } from '../src/page-format/composition-record'
import {
  renderPages,
  type PageContext,
  type PageJob,
  type PageQueue,
  type PageResult,
  type Renderer,
} from './compose-page'
import { cspHash } from '../serving/headers'
import { COMPOSED_DIR, pageFile, type ComposedIndex } from './composed-index'
import { publishStylesheets, type RemoteFileReader } from './publish-stylesheets'
import { sharedChunkPreloads } from './shared-preloads'
import type { RemoteBundle } from './remote-bundles'
import type { WorkerInput } from './render-worker'
import type { CanaryAssets } from './canary-files'
import { sitemapFiles, writeSitemap } from './sitemap'

/** A worker takes about as long to start as a hundred pages to render: fewer pages stay in one thread. */
const PAGES_PER_WORKER = 200

/** Any path the route table does not know renders the not-found page. */
const NOT_FOUND_PROBE = '/pagina-care-nu-exista'

export interface ComposeInput {
  rendererFile: string
  outDir: string
  entryUrls: RemoteEntryUrls
  remotes: Partial<Record<RemoteKey, RemoteBundle>>
  /** The folder the bundles were saved in, whose imports of the shared packages are redirected. */
  bundlesDir: string
  /** Pages render in this many threads at once (default: one per core, when the pages are many). */
  threads: number | undefined
  readRemoteFile: RemoteFileReader
  /** Each running canary's build and the files its modules need, hinted in the pages' records. */
  canaryAssets: CanaryAssets
  /** Every page again, even those whose builds did not change. */
  full: boolean
}

/**
 * What the pages were composed from, kept beside them: the next compose recomposes only the pages
 * holding slots of a remote whose release changed.
 */
interface ComposedFrom {
  /** The shell's renderer, template and shared chunks: when they change, every page does. */
  shell: string
  /** Each remote's release as the pages record and link it (entry, build, canary files, stylesheets). */
  releases: Partial<Record<RemoteKey, string>>
  /** The files holding each remote's slots. */
  holders: Partial<Record<RemoteKey, string[]>>
}

const COMPOSED_FROM = 'composed-from.json'

const digest = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex')

function readPrevious(dir: string): { index: ComposedIndex; from: ComposedFrom } | undefined {
  try {
    return {
      index: JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as ComposedIndex,
      from: JSON.parse(readFileSync(join(dir, COMPOSED_FROM), 'utf8')) as ComposedFrom,
    }
  } catch {
    return undefined
  }
}

/**
 * The served files that stay, linked into the staging folder: same bytes, same mtime, no copy. Each
 * folder is made once, not once per file (a release keeps tens of thousands of game pages).
 */
function keepUnchanged(from: string, to: string, files: Iterable<string>): void {
  const made = new Set<string>()
  for (const file of files) {
    const dir = dirname(join(to, file))
    if (!made.has(dir)) mkdirSync(dir, { recursive: true })
    made.add(dir)
    linkSync(join(from, file), join(to, file))
  }
}

/**
 * One thread renders the queue here; more render it in as many workers, this thread only collecting
 * their results. Either way the pages are the same (compose.spec checks), so only the time differs.
 */
async function renderInThreads(
  context: PageContext,
  workerInput: WorkerInput,
  threads: number,
): Promise<PageResult[]> {
  const { queue } = workerInput
  if (threads === 1) return (await renderPages(context, queue)).map(([, result]) => result)
  const workers = Array.from(
    { length: Math.min(threads, queue.jobs.length) },
    () => new Worker(new URL('./render-worker-boot.mjs', import.meta.url), { workerData: workerInput }),
  )
  const fromWorker = (worker: Worker) =>
    new Promise<Array<[number, PageResult]>>((resolve, reject) => {
      worker.on('message', resolve)
      worker.on('error', reject)
      worker.on('exit', (code) => reject(new Error(`a compose worker stopped (exit code ${code})`)))
    })
  try {
    const done = await Promise.all(workers.map(fromWorker))
    const results: PageResult[] = []
    for (const [index, result] of done.flat()) results[index] = result
    return results
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()))
    throw error
  }
}

/**
 * Renders the pages into a fresh folder, then swaps it in: a failed compose changes nothing. Only the
 * pages whose builds changed are rendered (all of them when the shell changed, or `full`); the others
 * are linked in unchanged.
 */
export async function composePages({
  rendererFile,
  outDir,
  entryUrls,
  remotes,
  bundlesDir,
  threads,
  readRemoteFile,
  canaryAssets,
  full,
}: ComposeInput) {
  const renderer = (await import(rendererFile)) as Renderer
  const entries = Object.fromEntries(Object.entries(remotes).map(([key, remote]) => [key, remote.entry]))
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const releases: CompositionRecord['remotes'] = {}
  const bundles: Partial<Record<RemoteKey, string>> = {}
  for (const key of renderer.remoteKeys) {
    const remote = remotes[key]
    if (!remote) continue
    releases[key] = { entry: entryUrls[key], buildId: remote.entry.remoteMeta.buildId ?? '' }
    bundles[key] = remote.file
  }
  const paths = [
    ...renderer.knownPaths,
    ...Object.values(remotes).flatMap((remote) => remote?.entry.canonicalPaths ?? []),
  ]
  const index: ComposedIndex = { pages: {}, notFound: '404.html', frame: 'frame.html', styleHashes: [] }
  for (const path of paths) index.pages[path] = pageFile(path)
  const allJobs: PageJob[] = [
    ...paths.map((url) => ({ file: index.pages[url]!, url, kind: 'page' as const })),
    { file: index.notFound, url: NOT_FOUND_PROBE, kind: 'not-found' },
    { file: index.frame, url: '/', kind: 'frame' },
  ]
  const stylesheetCopies = await publishStylesheets(entries, entryUrls, outDir, readRemoteFile)
  const sharedPreloads = sharedChunkPreloads(outDir, template)

  const target = join(outDir, COMPOSED_DIR)
  const from: ComposedFrom = {
    shell: digest(readFileSync(rendererFile, 'utf8'), template, sharedPreloads),
    releases: Object.fromEntries(
      Object.entries(releases).map(([key, release]) => {
        const base = new URL('..', entryUrls[key as RemoteKey]).href
        const stylesheets = Object.entries(stylesheetCopies).filter(([href]) => href.startsWith(base))
        return [key, digest(release, canaryAssets[key as RemoteKey] ?? null, stylesheets)]
      }),
    ),
    holders: {},
  }
  const previous = full ? undefined : readPrevious(target)
  const incremental = previous?.from.shell === from.shell ? previous : undefined
  const changed = new Set<string>()
  if (incremental) {
    for (const key of new Set([...Object.keys(from.releases), ...Object.keys(incremental.from.releases)]))
      if (from.releases[key as RemoteKey] !== incremental.from.releases[key as RemoteKey])
        incremental.from.holders[key as RemoteKey]?.forEach((file) => changed.add(file))
  }
  const before = new Set(
    incremental
      ? [...Object.values(incremental.index.pages), incremental.index.notFound, incremental.index.frame]
      : [],
  )
  const jobs = incremental ? allJobs.filter((job) => changed.has(job.file) || !before.has(job.file)) : allJobs

  const staging = join(outDir, `${COMPOSED_DIR}.next`)
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const rendered = new Set(jobs.map((job) => job.file))
  const kept = allJobs.map((job) => job.file).filter((file) => before.has(file) && !rendered.has(file))
  keepUnchanged(target, staging, kept)
  const queue: PageQueue = { jobs, next: new SharedArrayBuffer(4), staging }
  const pageContext = { entryUrls, template, releases, stylesheetCopies, sharedPreloads, canaryAssets }
  const used = Math.max(
    1,
    threads ?? Math.min(availableParallelism(), Math.ceil(jobs.length / PAGES_PER_WORKER)),
  )
  const results =
    jobs.length === 0
      ? []
      : await renderInThreads(
          { ...pageContext, renderer, remotes: entries },
          { rendererFile, bundlesDir, bundles, context: pageContext, queue },
          used,
        )
  // Sorted: the same index.json whatever the workers did. A page kept keeps the styles it had.
  const styles = new Set(results.flatMap((result) => result.styles).map(cspHash))
  incremental?.index.styleHashes.forEach((hash) => styles.add(hash))
  index.styleHashes = [...styles].sort()
  const keptFiles = new Set(kept)
  for (const [key, files] of Object.entries(incremental?.from.holders ?? {}))
    from.holders[key as RemoteKey] = files.filter((file) => keptFiles.has(file))
  results.forEach((result, at) => {
    for (const key of result.remotes) (from.holders[key] ??= []).push(jobs[at]!.file)
  })
  writeFileSync(join(staging, 'index.json'), JSON.stringify(index, null, 2))
  writeFileSync(join(staging, COMPOSED_FROM), JSON.stringify(from))

  // Two renames: the served folder is whole before and after, never half written.
  const retired = join(outDir, `${COMPOSED_DIR}.old`)
  rmSync(retired, { recursive: true, force: true })
  if (existsSync(target)) renameSync(target, retired)
  renameSync(staging, target)
  rmSync(retired, { recursive: true, force: true })
  const samePages =
    incremental !== undefined &&
    Object.keys(incremental.index.pages).join('\n') === Object.keys(index.pages).join('\n') &&
    existsSync(join(outDir, 'sitemap.xml'))
  if (!samePages) writeSitemap(outDir, sitemapFiles(renderer.siteOrigin, paths))
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, styles: [], remotes: [] })
  return {
    pages: jobs.length,
    total: allJobs.length,
    sitemap: !samePages,
    threads: used,
    renderMs: results.reduce((sum, result) => sum + result.ms, 0),
    slowest: { path: results.length > 0 ? jobs[results.indexOf(slowest)]!.url : '-', ms: slowest.ms },
  }
}
