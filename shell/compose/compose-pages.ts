import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { RemoteKey } from '../src/federation/apps'
import type { CompositionRecord } from '../src/page-format/composition-record'
import type { RemoteManifest } from '../src/page-format/remotes-manifest'
import {
  renderPages,
  type PageContext,
  type PageJob,
  type PageQueue,
  type PageResult,
  type Renderer,
} from './compose-page'
import { cspHash } from '../server/headers'
import { COMPOSED_DIR, pageFile, type ComposedIndex } from './composed-index'
import { publishStylesheets, type RemoteFileReader } from './publish-stylesheets'
import { sharedChunkPreloads } from './shared-preloads'
import type { RemoteBundle } from './remote-bundles'
import type { WorkerInput } from './render-worker'
import type { CanaryAssets } from './canary-files'

/** A worker takes about as long to start as a hundred pages to render: fewer pages stay in one thread. */
const PAGES_PER_WORKER = 200

/** Any path the route table does not know renders the not-found page. */
const NOT_FOUND_PROBE = '/pagina-care-nu-exista'

export interface ComposeInput {
  rendererFile: string
  outDir: string
  manifest: RemoteManifest
  remotes: Partial<Record<RemoteKey, RemoteBundle>>
  /** The folder the bundles were saved in, whose imports of the shared packages are redirected. */
  bundlesDir: string
  /** Pages render in this many threads at once (default: one per core, when the pages are many). */
  threads: number | undefined
  readRemoteFile: RemoteFileReader
  /** Each running canary's build and the files its modules need, hinted in the pages' records. */
  canaryAssets: CanaryAssets
}

function sitemap(siteOrigin: string, paths: readonly string[]): string {
  const escape = (url: string) => url.replaceAll('&', '&amp;')
  const urls = paths
    .map((path) => `  <url><loc>${escape(new URL(path, siteOrigin).href)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
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

/** Renders every page into a fresh folder, then swaps it in: a failed compose changes nothing. */
export async function composePages({
  rendererFile,
  outDir,
  manifest,
  remotes,
  bundlesDir,
  threads,
  readRemoteFile,
  canaryAssets,
}: ComposeInput) {
  const renderer = (await import(rendererFile)) as Renderer
  const entries = Object.fromEntries(Object.entries(remotes).map(([key, remote]) => [key, remote.entry]))
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const releases: CompositionRecord['remotes'] = {}
  const bundles: Partial<Record<RemoteKey, string>> = {}
  for (const key of renderer.remoteKeys) {
    const remote = remotes[key]
    if (!remote) continue
    releases[key] = { entry: manifest[key], buildId: remote.entry.remoteMeta.buildId ?? '' }
    bundles[key] = remote.file
  }
  const paths = [
    ...renderer.knownPaths,
    ...Object.values(remotes).flatMap((remote) => remote?.entry.canonicalPaths ?? []),
  ]
  const index: ComposedIndex = { pages: {}, notFound: '404.html', frame: 'frame.html', styleHashes: [] }
  for (const path of paths) index.pages[path] = pageFile(path)
  const jobs: PageJob[] = [
    ...paths.map((url) => ({ file: index.pages[url]!, url, kind: 'page' as const })),
    { file: index.notFound, url: NOT_FOUND_PROBE, kind: 'not-found' },
    { file: index.frame, url: '/', kind: 'frame' },
  ]
  const stylesheetCopies = await publishStylesheets(entries, manifest, outDir, readRemoteFile)

  const staging = join(outDir, `${COMPOSED_DIR}.next`)
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const queue: PageQueue = { jobs, next: new SharedArrayBuffer(4), staging }
  const sharedPreloads = sharedChunkPreloads(outDir, template)
  const pageContext = { manifest, template, releases, stylesheetCopies, sharedPreloads, canaryAssets }
  const used = threads ?? Math.min(availableParallelism(), Math.ceil(jobs.length / PAGES_PER_WORKER))
  const results = await renderInThreads(
    { ...pageContext, renderer, remotes: entries },
    { rendererFile, bundlesDir, bundles, context: pageContext, queue },
    used,
  )
  // In page order, as one thread would have met them: the same index.json whatever the workers did.
  const styles = new Set(results.flatMap((result) => result.styles))
  index.styleHashes = [...styles].map(cspHash)
  writeFileSync(join(staging, 'index.json'), JSON.stringify(index, null, 2))

  const target = join(outDir, COMPOSED_DIR)
  rmSync(target, { recursive: true, force: true })
  renameSync(staging, target)
  writeFileSync(join(outDir, 'sitemap.xml'), sitemap(renderer.siteOrigin, paths))
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a))
  return {
    pages: jobs.length,
    threads: used,
    renderMs: results.reduce((sum, result) => sum + result.ms, 0),
    slowest: { path: jobs[results.indexOf(slowest)]!.url, ms: slowest.ms },
  }
}
