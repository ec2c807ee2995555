import { localOrigin, remoteApps, remoteKeys, shellApp, type RemoteKey } from 'shell/federation/apps'

/**
 * Every fact the suites need about the four apps, derived from the shell's app table: ports,
 * origins, remote names and folders are written there once.
 */
export type RemoteName = RemoteKey
export const REMOTE_NAMES: readonly RemoteName[] = remoteKeys

/** Where `pnpm serve` puts each app. */
export const ORIGINS = {
  shell: localOrigin(shellApp.port),
  home: localOrigin(remoteApps.home.port),
  categories: localOrigin(remoteApps.categories.port),
  faq: localOrigin(remoteApps.faq.port),
} as const satisfies Record<'shell' | RemoteName, string>

/** A remote's package folder: its sources, its dist/ and the name its root renders in `data-remote`. */
export const remoteDir = (remote: RemoteName): string => remoteApps[remote].dir

/** The element every exposed component of a remote renders its content in. */
export const remoteRoot = (remote: RemoteName): string => `[data-remote="${remoteDir(remote)}"]`

/**
 * A second deployment of the site on its own ports keeps the apps' relative layout: the shell at
 * `base`, each remote at the same distance from it as in the app table.
 */
export function portsFrom(base: number): { shell: number } & Record<RemoteName, number> {
  const offset = (remote: RemoteName) => remoteApps[remote].port - shellApp.port
  return {
    shell: base,
    home: base + offset('home'),
    categories: base + offset('categories'),
    faq: base + offset('faq'),
  }
}

export function originsFrom(base: number): { shell: string } & Record<RemoteName, string> {
  const ports = portsFrom(base)
  return {
    shell: localOrigin(ports.shell),
    home: localOrigin(ports.home),
    categories: localOrigin(ports.categories),
    faq: localOrigin(ports.faq),
  }
}

/**
 * Base ports of the suites' own deployments, apart from `pnpm serve`'s and from one another, so
 * the tests that start them can run in parallel.
 */
export const DEPLOY_BASE_PORTS = {
  nginx: 8173,
  redeploy: 4183,
  /** The redeployed FAQ release, next to the redeploy site. */
  release: 4189,
  /** Version skew: one site per case, ten ports apart. */
  skew: 4300,
} as const
