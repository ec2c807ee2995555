import { exposedModules, type RemoteName } from '../contract'

/**
 * The four apps of the site: where each is served and what each remote exposes.
 * Ports are the production-like origins of `pnpm start`; dev ports are for `vite dev`.
 */
export const remoteApps = {
  home: { dir: 'mfe-home', scope: 'mfe_home', port: 4174, devPort: 5174, exposes: exposedModules.home },
  categories: {
    dir: 'mfe-categories',
    scope: 'mfe_categories',
    port: 4175,
    devPort: 5175,
    exposes: exposedModules.categories,
  },
  faq: { dir: 'mfe-faq', scope: 'mfe_faq', port: 4176, devPort: 5176, exposes: exposedModules.faq },
} as const satisfies Record<RemoteName, object>

export const shellApp = { dir: 'shell', port: 4173, devPort: 5173 } as const

export type RemoteKey = keyof typeof remoteApps
export type AppKey = 'shell' | RemoteKey
/** The name a remote's CSS is scoped to (`data-style-scope`): its folder. */
export type StyleScope = (typeof remoteApps)[RemoteKey]['dir']

export const remoteKeys = Object.keys(remoteApps) as RemoteKey[]

/** Where a remote's entry lives under its origin. */
export const REMOTE_ENTRY_PATH = '/assets/remoteEntry.js'

export function localOrigin(port: number): string {
  return `http://localhost:${port}`
}

export function defaultRemoteEntryUrl(key: RemoteKey): string {
  return localOrigin(remoteApps[key].port) + REMOTE_ENTRY_PATH
}

/** One entry URL per remote: the build-time fallback, and what compose renders. */
export type RemoteEntryUrls = Record<RemoteKey, string>

/** Another deployment on its own ports keeps the layout: each remote as far from the shell as here. */
export function remotePortFrom(shellPort: number, key: RemoteKey): number {
  return shellPort + remoteApps[key].port - shellApp.port
}
