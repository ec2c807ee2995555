/**
 * The monolith build (`pnpm --filter shell build:monolith`, i.e. `vite build --mode monolith`): the
 * shell with every remote's exposed modules bundled in, as if the site were one app. It is the
 * baseline of `pnpm bench:federation` and is never deployed.
 *
 * - The shell's door to the federation runtime becomes a module that answers the loader with a
 *   dynamic `import()` of each remote's `src/exposed/<Name>.tsx` (one chunk per exposed module, as a
 *   lazy route would be), and `./meta` with a meta the shell accepts. So `load-remote.ts`, the slots
 *   and the readiness signals run unchanged.
 * - A remote's own stylesheet imports are emptied: its scoped CSS is what the composed page already
 *   links, as for the federated site, so both sides paint with the same CSS and differ in JS only.
 * - Output in `dist-monolith/`, with Vite's manifest (which chunks each exposed module needs), so
 *   the benchmark can give the composed pages the same module preloads the federated pages have.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { remoteApps, remoteKeys } from '../src/federation/apps'
import { replaceRuntime } from '../src/federation/plugin/stand-ins'

export const MONOLITH_MODE = 'monolith'
export const MONOLITH_OUT_DIR = 'dist-monolith'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const compositionModule = fileURLToPath(new URL('../src/page-format/composition-record.ts', import.meta.url))
const remoteDirs = remoteKeys.map((key) => join(repoRoot, remoteApps[key].dir) + '/')

/** The production value of the categories remote's build constant (no synthetic catalogue). */
const REMOTE_DEFINES = { __SYNTHETIC_GAMES__: '0' }

/**
 * The loader's side of the monolith. `./meta` names the release the page was composed from: the
 * monolith is built from the same checkout as the remotes the pages were composed with, so its
 * modules are that release and its slots hydrate as the federated ones do.
 */
function runtimeSource(): string {
  const loaders = remoteKeys.map((key) => {
    const { scope, dir, exposes } = remoteApps[key]
    const modules = exposes.map(
      (name) =>
        `${JSON.stringify(`./${name}`)}: () => import(${JSON.stringify(join(repoRoot, dir, 'src/exposed', `${name}.tsx`))})`,
    )
    return `${JSON.stringify(scope)}: { remote: ${JSON.stringify(key)}, modules: { ${modules.join(', ')} } }`
  })
  return `
import { readCompositionRecord } from ${JSON.stringify(compositionModule)}
const scopes = { ${loaders.join(',\n')} }
export function setRemoteEntry() {}
export async function importExposed(scope, exposed) {
  const app = scopes[scope]
  if (exposed === './meta') {
    const buildId = readCompositionRecord(document)?.remotes[app.remote]?.buildId
    return { remoteMeta: { ...__SHELL_META__, buildId } }
  }
  const load = app?.modules[exposed]
  if (!load) throw new Error(scope + ' exposes no ' + exposed)
  return load()
}
`
}

const isRemoteStylesheet = (id: string) => {
  const path = id.split('?', 1)[0]!
  return path.endsWith('.css') && remoteDirs.some((dir) => path.startsWith(dir))
}

/** Takes the federation plugin's place in the shell's config in monolith mode. */
export function monolithBuild(): Plugin[] {
  return [
    replaceRuntime('pacanele:monolith-runtime', runtimeSource),
    {
      name: 'pacanele:monolith',
      enforce: 'pre',
      config: () => ({
        define: REMOTE_DEFINES,
        build: { outDir: MONOLITH_OUT_DIR, manifest: true },
      }),
      load: (id) => (isRemoteStylesheet(id) ? '' : undefined),
    },
  ]
}
