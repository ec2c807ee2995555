import { fileURLToPath } from 'node:url'
import type { Plugin, PluginOption, UserConfig } from 'vite'
import { REMOTE_ENTRY_PATH, remoteApps, remoteKeys, type AppKey } from '../../src/federation/apps'
import { hostFederation, remoteFederation } from '../../src/federation/plugin/build'
import { remoteMetaModule, sharedVersions } from '../app-meta'
import { MONOLITH_MODE } from '../monolith'
import { remoteEntryUrls } from '../remote-entry-urls'
import { scopeRemoteCss } from '../scope-css'
import { applyWhen, isBuild } from './gate'

const sharedRouterModule = fileURLToPath(new URL('../../src/federation/shared-router.ts', import.meta.url))

/**
 * Opens the connections to the remotes' build-time origins while the shell's own JS downloads, so the
 * first remoteEntry request does not also pay for DNS, TCP and TLS. If release-record.json names other
 * origins, the hints cost an idle connection and nothing else.
 */
function preconnectRemotes(): Plugin {
  return {
    name: 'pacanele:preconnect-remotes',
    transformIndexHtml: () =>
      [...new Set(Object.values(remoteEntryUrls()).map((url) => new URL(url).origin))].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, crossorigin: '' },
        injectTo: 'head' as const,
      })),
  }
}

function hostPlugins(): PluginOption[] {
  const urls = remoteEntryUrls()
  return [
    ...hostFederation({
      remotes: Object.fromEntries(remoteKeys.map((key) => [remoteApps[key].scope, urls[key]])),
      shared: sharedVersions(process.cwd()),
      // Only what the apps use of the router (see src/federation/shared-router.ts).
      sharedModules: { 'react-router': sharedRouterModule },
    }),
    preconnectRemotes(),
  ]
}

function remotePlugins(app: Exclude<AppKey, 'shell'>): PluginOption[] {
  const remote = remoteApps[app]
  return [
    ...remoteFederation({
      scope: remote.scope,
      entryFile: REMOTE_ENTRY_PATH.slice(1),
      exposes: {
        ...Object.fromEntries(remote.exposes.map((name) => [`./${name}`, `./src/exposed/${name}.tsx`])),
        './meta': remoteMetaModule,
      },
      shared: sharedVersions(process.cwd()),
    }),
    scopeRemoteCss(remote.dir),
  ]
}

/**
 * The app as a part of the federated site: the shell hosts the remotes (not in the monolith mode,
 * whose preset bundles them in), a remote exposes its modules and scopes its CSS. A remote under
 * `vite dev` is its team's standalone page (the plugin cannot expose modules from the dev server),
 * so its federation applies to builds only.
 */
export function federation(app: AppKey): UserConfig {
  return {
    plugins:
      app === 'shell'
        ? applyWhen((env) => env.mode !== MONOLITH_MODE, hostPlugins())
        : applyWhen(isBuild, remotePlugins(app)),
  }
}
