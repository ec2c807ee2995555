import react from '@vitejs/plugin-react'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, type Plugin, type PluginOption, type Rollup } from 'vite'
import type { ClientAssets } from '../src/page-format/server-entry'

/** Where, under an app's built folder, its server bundle is written (and deployed, for a remote). */
export const SERVER_BUNDLE_DIR = 'server'
export const SERVER_BUNDLE_FILE = 'entry.mjs'

const VIRTUAL_ENTRY = 'virtual:pacanele-server-entry'
const RESOLVED_ENTRY = `\0${VIRTUAL_ENTRY}`
const EMPTY_CSS = '\0pacanele-empty-css'

export interface ServerBundleOptions {
  /** The entry module's source, given the client assets of each exposed module and the app's root. */
  entrySource: (assets: ClientAssets, root: string) => string
  /** Bare imports left to the composer, which renders every remote with one copy of each. */
  external: readonly string[]
  /** The app's own plugins (a team's config may transform its sources): the server sees the same code. */
  plugins?: PluginOption[]
  /** Modules replaced on the server (the federation runtime, which has no Node side). */
  alias?: Record<string, string>
  /** Where the bundle goes; default `server/` inside the client build's folder. */
  outDir?: (clientOutDir: string, root: string) => string
}

/** CSS is the client build's business: on the server a stylesheet import is an empty module. */
function ignoreCss(): Plugin {
  return {
    name: 'pacanele:server-ignores-css',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? EMPTY_CSS : undefined),
    load: (id) => (id === EMPTY_CSS ? '' : undefined),
  }
}

/** The JS and CSS files (relative to the app's origin) each exposed chunk needs, for preload hints. */
function collectClientAssets(bundle: Rollup.OutputBundle): ClientAssets {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const assets: ClientAssets = {}
  // Every slot loads the remote's `./meta` beside its module: its chunk is hinted with each of them.
  const meta = [...chunks.values()].find((chunk) =>
    chunk.facadeModuleId?.endsWith('/federation/remote-meta.ts'),
  )
  for (const chunk of chunks.values()) {
    const exposed = /\/src\/exposed\/([^/]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1]
    if (!exposed) continue
    const js = new Set<string>()
    const css = new Set<string>()
    const visit = (fileName: string) => {
      if (js.has(fileName)) return
      js.add(fileName)
      const current = chunks.get(fileName)
      current?.viteMetadata?.importedCss.forEach((file) => css.add(file))
      current?.imports.forEach(visit)
    }
    visit(chunk.fileName)
    if (meta) visit(meta.fileName)
    assets[exposed] = { js: [...js], css: [...css] }
  }
  return assets
}

/**
 * After an app's client build, the same sources built once more for Node: one ESM file with the
 * shared packages left as bare imports. One file, so a composer can fetch it by URL like any asset.
 */
export function serverBundle(options: ServerBundleOptions): Plugin {
  let root = ''
  let clientOutDir = ''
  let define: Record<string, string> = {}
  let assets: ClientAssets = {}
  return {
    name: 'pacanele:server-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root
      clientOutDir = resolve(config.root, config.build.outDir)
      // The same constants as the client build (site origin, remote meta, catalogue size…).
      define = config.define ?? {}
    },
    generateBundle(_output, bundle) {
      assets = collectClientAssets(bundle)
    },
    // Once the client files are written, and before anything reads the folder whole (build-id.ts).
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = options.outDir?.(clientOutDir, root) ?? join(clientOutDir, SERVER_BUNDLE_DIR)
        const isShared = (id: string) =>
          options.external.some((name) => id === name || id.startsWith(`${name}/`))
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [
            ignoreCss(),
            react(),
            {
              name: 'pacanele:server-entry',
              resolveId: (id) => (id === VIRTUAL_ENTRY ? RESOLVED_ENTRY : undefined),
              load: (id) => (id === RESOLVED_ENTRY ? options.entrySource(assets, root) : undefined),
            },
            ...(options.plugins ?? []),
          ],
          define,
          resolve: { alias: options.alias ?? {} },
          ssr: { noExternal: true },
          build: {
            ssr: true,
            outDir,
            emptyOutDir: true,
            target: 'node24',
            minify: false,
            copyPublicDir: false,
            rolldownOptions: {
              input: VIRTUAL_ENTRY,
              external: isShared,
              // One file, dynamic imports inlined: compose imports it whole.
              output: { entryFileNames: SERVER_BUNDLE_FILE, codeSplitting: false },
            },
          },
        })
      },
    },
  }
}

/** `export { default as Name } from '<file>'` for every exposed component, plus optional modules. */
export function reexports(root: string, names: readonly string[], optional: Record<string, string>): string {
  const exposed = names.map(
    (name) =>
      `export { default as ${name} } from ${JSON.stringify(join(root, 'src/exposed', `${name}.tsx`))}`,
  )
  const extras = Object.entries(optional).map(([exportName, file]) => {
    const path = join(root, file)
    return existsSync(path)
      ? `export { ${exportName} } from ${JSON.stringify(path)}`
      : `export const ${exportName} = undefined`
  })
  return [...exposed, ...extras].join('\n')
}
