/**
 * Writes every canonical page of the site as complete HTML, from the shell's built renderer and the
 * remotes' server bundles that a release record names. Rebuilds no JS.
 *   tsx compose/compose.ts                         the built site: dist/release-record.json, bundles by URL
 *   tsx compose/compose.ts --local                 this checkout's build (pnpm build): records each remote's
 *                                                  build, entry and server-bundle SHA-256 in
 *                                                  release-record.json (version 2), then composes from it
 *   tsx compose/compose.ts --record URL|FILE       another deployed release record
 *   tsx compose/compose.ts --allow-missing         compose even when a remote cannot be loaded
 *   tsx compose/compose.ts --allow-unpinned        run server bundles the record has no SHA-256 for
 *   tsx compose/compose.ts --full                  every page, not only those whose remotes' builds changed
 *   tsx compose/compose.ts --out DIR               the shell's deployed folder (default dist/)
 *   tsx compose/compose.ts --threads N             render pages in N threads (default: by core and page count)
 */
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { SHARED_PACKAGES } from '../build/shared-packages'
import { remoteEntryUrls } from '../build/remote-entry-urls'
import { remoteApps, remoteKeys, type RemoteEntryUrls, type RemoteKey } from '../src/federation/apps'
import { BundleHashMismatch, checkBundleHash, composeBuilds, type ComposeBuilds } from './compose-builds'
import type { CanaryAssets } from './canary-files'
import { releaseRecord, unpinnedAdvice, unpinnedBundles, type LocalBuild } from './release-record'
import { composePages } from './compose-pages'
import type { RemoteFileReader } from './publish-stylesheets'
import { loadRemoteBundle, redirectSharedImports, type RemoteBundle } from './remote-bundles'

const { values } = parseArgs({
  options: {
    record: { type: 'string' },
    local: { type: 'boolean', default: false },
    'allow-missing': { type: 'boolean', default: false },
    'allow-unpinned': { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    out: { type: 'string' },
    threads: { type: 'string' },
  },
})
const shellDir = fileURLToPath(new URL('..', import.meta.url))
const repoDir = join(shellDir, '..')
const outDir = values.out ?? join(shellDir, 'dist')
const rendererFile = join(shellDir, 'dist-ssr/entry.mjs')

async function readComposeBuilds(source: string): Promise<ComposeBuilds> {
  // The same fallback the shell was built with, REMOTE_URL_<KEY> included.
  const defaults: RemoteEntryUrls = remoteEntryUrls()
  const remote = /^https?:\/\//.test(source)
  try {
    const raw: unknown = remote
      ? await (await fetch(source, { signal: AbortSignal.timeout(15_000) })).json()
      : JSON.parse(readFileSync(source, 'utf8'))
    // Relative entry URLs are relative to the record, as in the browser.
    return composeBuilds(raw, remote ? source : pathToFileURL(source).href, defaults)
  } catch (error) {
    console.error(`compose: ${source}: ${error instanceof Error ? error.message : String(error)}`)
    console.error('compose: nothing written; the pages served now stay as they were.')
    process.exit(1)
  }
}

// The renderer and the bundles import React only from here on: the production build writes the same
// HTML as the development one without its checks, which took most of the render time.
process.env.NODE_ENV = 'production'

const started = performance.now()
const recordSource = values.record ?? join(outDir, 'release-record.json')
const bundlesDir = mkdtempSync(join(tmpdir(), 'compose-'))
redirectSharedImports(bundlesDir, rendererFile, SHARED_PACKAGES)
const localBundle = (key: RemoteKey) => join(repoDir, remoteApps[key].dir, 'dist/server/entry.mjs')

const remotes: Partial<Record<RemoteKey, RemoteBundle>> = {}
const missing: string[] = []
const mismatched: string[] = []
if (values.local) {
  // This checkout's build is recorded as released before anything is composed from it.
  const urls = remoteEntryUrls()
  const builds = {} as Record<RemoteKey, LocalBuild>
  for (const key of remoteKeys) {
    try {
      const serverBundle = readFileSync(localBundle(key))
      remotes[key] = await loadRemoteBundle(key, localBundle(key), bundlesDir)
      builds[key] = { entry: urls[key], buildId: remotes[key].entry.remoteMeta.buildId, serverBundle }
    } catch (error) {
      console.error(
        `compose: ${key}: ${localBundle(key)} (${error instanceof Error ? error.message : String(error)})`,
      )
      console.error('compose: build every remote first (pnpm build); nothing written.')
      process.exit(1)
    }
  }
  const temporary = `${recordSource}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(releaseRecord(builds), null, 2)}\n`)
  renameSync(temporary, recordSource)
}
const composeSource = await readComposeBuilds(recordSource)
const { entries: entryUrls, bundles, canaries } = composeSource

// Compose runs each server bundle it loads: one nobody recorded a SHA-256 for could be any file.
const unpinned = unpinnedBundles(composeSource)
if (unpinned.length > 0) {
  const advice = unpinnedAdvice(unpinned)
  if (!values['allow-unpinned']) {
    console.error(`compose: refused: ${advice.join('\ncompose: ')}`)
    console.error('compose: nothing written; the pages served now stay as they were.')
    rmSync(bundlesDir, { recursive: true, force: true })
    process.exit(1)
  }
  console.warn(
    `compose: warning: --allow-unpinned: running server bundles nobody pinned (whoever can change them changes the pages):\n  ${advice.slice(0, unpinned.length).join('\n  ')}`,
  )
}

for (const key of remoteKeys) {
  if (remotes[key]) continue
  const source = bundles[key].url
  const check = (code: Uint8Array) => checkBundleHash(code, bundles[key])
  try {
    remotes[key] = await loadRemoteBundle(key, source, bundlesDir, check)
  } catch (error) {
    const failure = `${key}: ${String(source)} (${error instanceof Error ? error.message : String(error)})`
    if (error instanceof BundleHashMismatch) mismatched.push(failure)
    else missing.push(failure)
  }
}

// A running canary's files are hinted on every page, for its visitors' browsers (remote/canary-hints.ts):
// compose reads them from the canary's server bundle, checked as stable's is. A canary that cannot be
// read only goes unhinted: its visitors fetch it as they would without hints.
const canaryAssets: CanaryAssets = {}
for (const [key, canary] of Object.entries(canaries) as Array<
  [RemoteKey, (typeof canaries)[RemoteKey] & {}]
>) {
  try {
    const { entry } = await loadRemoteBundle(key, canary.bundle.url, bundlesDir, (code) =>
      checkBundleHash(code, canary.bundle),
    )
    canaryAssets[key] = { build: canary.build, assets: entry.assets }
  } catch (error) {
    const failure = `${key}: canary ${canary.build}, ${canary.bundle.url.href} (${error instanceof Error ? error.message : String(error)})`
    if (error instanceof BundleHashMismatch) mismatched.push(failure)
    else console.warn(`compose: the canary's files go unhinted: ${failure}`)
  }
}

// Another file than the one released is never composed with, --allow-missing or not.
if (mismatched.length > 0) {
  console.error(
    `compose: refused a server bundle that is not the one released:\n  ${mismatched.join('\n  ')}`,
  )
  console.error('compose: nothing written; the pages served now stay as they were.')
  rmSync(bundlesDir, { recursive: true, force: true })
  process.exit(1)
}

if (missing.length > 0) {
  console.error(
    `compose: could not load ${missing.length === 1 ? 'a remote' : 'remotes'}:\n  ${missing.join('\n  ')}`,
  )
  if (!values['allow-missing']) {
    console.error(
      'compose: nothing written; the pages served now stay as they were (or pass --allow-missing).',
    )
    rmSync(bundlesDir, { recursive: true, force: true })
    process.exit(1)
  }
  console.error('compose: --allow-missing: those slots are left to the browser.')
}

/** A remote's file by its URL: from its own dist/ with --local (its server may not be running). */
const readRemoteFile: RemoteFileReader = async (key, url) => {
  if (values.local) return readFile(join(repoDir, remoteApps[key].dir, 'dist', url.pathname), 'utf8')
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`)
  return response.text()
}

const threads = values.threads === undefined ? undefined : Math.max(1, Number(values.threads) || 1)
const report = await composePages({
  rendererFile,
  outDir,
  entryUrls,
  remotes,
  bundlesDir,
  threads,
  readRemoteFile,
  canaryAssets,
  full: values.full,
}).finally(() => rmSync(bundlesDir, { recursive: true, force: true }))
const total = performance.now() - started
const perPage = (ms: number) => (report.pages > 0 ? (ms / report.pages).toFixed(1) : '0')
// The whole process, worker threads included: what a deploy machine must have free.
const peakRssMb = process.resourceUsage().maxRSS / 1024
console.log(
  `compose: ${report.pages} of ${report.total} pages recomposed in ${(total / 1000).toFixed(1)} s, ${perPage(total)} ms a page ` +
    `(${report.threads === 1 ? '1 thread' : `${report.threads} threads`}; render ${perPage(report.renderMs)} ms a page in a thread, ` +
    `slowest ${report.slowest.path} ${report.slowest.ms.toFixed(0)} ms; ${report.sitemap ? 'sitemap rewritten' : 'sitemap unchanged'}; ` +
    `peak RSS ${peakRssMb.toFixed(0)} MB) → ${join(outDir, 'composed')}`,
)
