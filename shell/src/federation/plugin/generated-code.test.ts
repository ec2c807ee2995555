// @vitest-environment node
/**
 * The guard of this folder: builds a small remote and a small host with the installed plugin and
 * this folder's patches, exactly as the apps are built, then runs the generated code in Node. When a
 * plugin release changes what a patch or helper here relies on, the build throws (`pluginChanged`,
 * naming the version and what no longer matched) or one of these expectations fails.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type InlineConfig } from 'vite'
import { hostFederation, remoteFederation } from './build'
import { exposedChunkPattern, isExposedChunk, isSharedChunk, isSharedChunkOf } from './chunk-names'
import { installedVersion, PATCHED_VERSION } from './installed'
import { SLICE_MS } from '../../lib/main-thread-slices'
import { exposedChunkPath, metaChunkPath } from './remote-entry'

const fixture = fileURLToPath(new URL('../../test/federation-build/', import.meta.url))
const ENTRY_FILE = 'assets/remoteEntry.js'
/** React and react-dom, as in every app: react-dom requires React, so the two chunks share code. */
const SHARED = { react: '19.2.0', 'react-dom': '19.2.0' }
let out: string

function appBuild(outDir: string, config: InlineConfig): Promise<unknown> {
  return build({
    ...config,
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    build: {
      ...config.build,
      outDir: join(out, outDir),
      emptyOutDir: true,
      target: 'esnext',
      modulePreload: false,
    },
  })
}

const assets = (app: string) => readdirSync(join(out, app, 'assets'))
const code = (app: string, file: string) => readFileSync(join(out, app, 'assets', file), 'utf8')

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'federation-guard-'))
  await appBuild('remote', {
    plugins: remoteFederation({
      scope: 'fixture_remote',
      entryFile: ENTRY_FILE,
      exposes: { './Greeting': join(fixture, 'Greeting.ts'), './meta': join(fixture, 'meta.ts') },
      shared: SHARED,
    }),
    build: { rollupOptions: { input: {} } },
  })
  await appBuild('host', {
    plugins: hostFederation({
      remotes: { fixture_remote: 'http://unused.invalid/remoteEntry.js' },
      shared: SHARED,
    }),
    build: {
      rollupOptions: {
        input: { host: join(fixture, 'host.ts') },
        // An app build drops an entry's exports; the test calls this one's.
        preserveEntrySignatures: 'exports-only',
        output: { entryFileNames: '[name].js' },
      },
    },
  })
}, 120_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

/** The host built again as one file: Rolldown's `codeSplitting: false`, which refuses `manualChunks`. */
function hostAsOneFile(): Promise<unknown> {
  return appBuild('host-one-file', {
    plugins: hostFederation({ remotes: {}, shared: SHARED }),
    build: {
      rolldownOptions: { input: { host: join(fixture, 'host.ts') }, output: { codeSplitting: false } },
    },
  })
}

describe(`the installed federation plugin (patches written for ${PATCHED_VERSION})`, () => {
  it('is the release these patches were checked on, or this whole test file was run again on it', () => {
    // A newer plugin may still match every patch: then raise PATCHED_VERSION once this file passes.
    expect(installedVersion(), 'update PATCHED_VERSION in installed.ts after checking this file').toBe(
      PATCHED_VERSION,
    )
  })
})

describe('a remote built with the patches', () => {
  it("has its remoteEntry's stylesheet append patched to reuse a linked stylesheet", () => {
    const entry = code('remote', 'remoteEntry.js')
    expect(entry).toContain('linked.dataset.remoteHref===')
    expect(entry.match(/document\.head\.appendChild\(/g)).toHaveLength(1)
  })

  it('names its exposed chunks as chunk-names.ts says, and its entry maps each to its chunk', () => {
    const entry = code('remote', 'remoteEntry.js')
    const greeting = exposedChunkPath(entry, './Greeting')
    const meta = metaChunkPath(entry)
    expect(greeting).toMatch(exposedChunkPattern('Greeting'))
    expect(isExposedChunk(`/assets/${greeting!.slice(2)}`, 'Greeting')).toBe(true)
    expect(entry.match(exposedChunkPattern(undefined, 'g'))?.sort()).toEqual(
      [greeting, meta].map((path) => path!.slice(2)).sort(),
    )
    expect(assets('remote')).toEqual(expect.arrayContaining([greeting!.slice(2), meta!.slice(2)]))
  })

  it('ships no copy of a shared package (its orphan chunk is dropped)', () => {
    const sources = assets('remote').map((file) => code('remote', file))
    expect(sources.some((source) => source.includes('react.transitional.element'))).toBe(false)
  })

  it("has its remoteEntry's stylesheet placeholders replaced by lists (the pnpm patch)", () => {
    // Rolldown's minifier writes the plugin's `'__v__css__…'` placeholders as template literals;
    // unpatched, the plugin looks for quotes only and the entry passes a string where a list goes.
    const entry = code('remote', 'remoteEntry.js')
    expect(entry).not.toContain('__v__css__')
  })

  it("carries the semver checker's stub, not the checker", () => {
    const sources = assets('remote').map((file) => code('remote', file))
    expect(sources.some((source) => source.includes('requiredVersion is not supported here'))).toBe(true)
  })
})

describe('a host built with the patches', () => {
  it('names its shared-package chunks as chunk-names.ts says', () => {
    expect(assets('host').filter(isSharedChunk)).toEqual([
      expect.stringMatching(/react-/),
      expect.stringMatching(/react_dom-|react-dom-/),
    ])
  })

  it("tells one package's shared chunk from another's whose name it begins", () => {
    const shared = assets('host').filter(isSharedChunk)
    const react = shared.filter((file) => isSharedChunkOf(file, 'react'))
    const reactDom = shared.filter((file) => isSharedChunkOf(file, 'react-dom'))
    expect(react).toHaveLength(1)
    expect(reactDom).toHaveLength(1)
    expect(react[0]).not.toBe(reactDom[0])
  })

  it("leaves chunking to an app that sets Rolldown's codeSplitting (the pnpm patch)", async () => {
    // Unpatched, the plugin adds its manualChunks anyway and Rolldown throws.
    await expect(hostAsOneFile()).resolves.toBeDefined()
  }, 60_000)

  it('lets the browser in at a shared import once the evaluation has run for a slice, and only then', () => {
    const runtime = assets('host').find((file) => file.startsWith('_virtual___federation_fn_import'))
    const script = `
      const yields = []
      globalThis.scheduler = { yield: async () => void yields.push(performance.now()) }
      // A clock only this script moves: on a loaded host the real one runs on between the two imports.
      let now = 0
      performance.now = () => now
      const runtime = await import(${JSON.stringify(pathToFileURL(join(out, 'host', 'assets', runtime!)).href)})
      // Its exports' names are minified: importShared is the one that checks its slice.
      const importShared = Object.values(runtime).find((f) => String(f).includes('.spent()'))
      now += ${SLICE_MS * 3}
      const react = await importShared('react')
      const afterSpentSlice = yields.length
      await importShared('react')
      console.log(JSON.stringify({ afterSpentSlice, afterFreshSlice: yields.length, react: typeof react.createElement }))`
    const result = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(JSON.parse(result)).toEqual({ afterSpentSlice: 1, afterFreshSlice: 1, react: 'function' })
  })

  it('loads a remote through runtime.ts: a default-only module and a named export, as namespaces', () => {
    // Node's own loader runs the generated code, as a browser would: no test runner in between.
    const script = `
      const host = await import(${JSON.stringify(pathToFileURL(join(out, 'host', 'host.js')).href)})
      const entry = ${JSON.stringify(pathToFileURL(join(out, 'remote', ENTRY_FILE)).href)}
      const greeting = await host.load(entry, './Greeting')
      const meta = await host.load(entry, './meta')
      console.log(JSON.stringify({ text: greeting.default().props.children, meta }))`
    const result = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(JSON.parse(result)).toEqual({
      text: 'Salut',
      meta: { remoteMeta: { contractVersion: '1.0.0', sharedVersions: {} } },
    })
  })
})
