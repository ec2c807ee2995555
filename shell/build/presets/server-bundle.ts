import { join } from 'node:path'
import type { ConfigEnv, PluginOption, UserConfig } from 'vite'
import { remoteApps, type AppKey } from '../../src/federation/apps'
import { serverRuntimeAlias } from '../../src/federation/plugin/stand-ins'
import { remoteMetaModule } from '../app-meta'
import { buildIdFromOutput } from '../build-id'
import { MONOLITH_MODE } from '../monolith'
import { reexports, serverBundle as serverBundlePlugin } from '../server-bundle'
import { SHARED_PACKAGES } from '../shared-packages'
import { applyWhen, isBuild } from './gate'

/**
 * The Node build beside the client build (builds only, not the monolith). A remote's goes into its own
 * dist/ (deployed with it): its exposed components, what each needs in the browser, and the pages it
 * owns; then its build id is stamped from what it emitted. The shell's is the page renderer the
 * compose step runs; it stays out of dist/, which is the deployed site. `teamPlugins`: a team's own
 * plugins (they may transform its sources), so the server sees the same code as the browser.
 */
export function serverBundle(app: AppKey, teamPlugins: PluginOption[] = []): UserConfig {
  const notMonolith = (env: ConfigEnv) => isBuild(env) && env.mode !== MONOLITH_MODE
  if (app === 'shell') {
    const plugin = serverBundlePlugin({
      external: SHARED_PACKAGES,
      entrySource: (_assets, root) =>
        `export * from ${JSON.stringify(join(root, 'src/prerender/render.tsx'))}`,
      outDir: (_clientOutDir, root) => join(root, 'dist-ssr'),
      alias: serverRuntimeAlias(),
    })
    return { plugins: applyWhen(notMonolith, [plugin]) }
  }
  const plugin = serverBundlePlugin({
    external: SHARED_PACKAGES,
    plugins: teamPlugins,
    entrySource: (assets, root) =>
      [
        reexports(root, remoteApps[app].exposes, { canonicalPaths: 'src/exposed/pages.ts' }),
        `export { remoteMeta } from ${JSON.stringify(remoteMetaModule)}`,
        `export const assets = ${JSON.stringify(assets)}`,
      ].join('\n'),
  })
  // After the server bundle and before precompression: both hooks are ordered around it.
  return { plugins: applyWhen(notMonolith, [plugin, buildIdFromOutput(remoteMetaModule)]) }
}
