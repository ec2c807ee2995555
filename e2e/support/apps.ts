import {
  localOrigin,
  remoteApps,
  remoteKeys,
  remotePortFrom,
  REMOTE_ENTRY_PATH,
  shellApp,
  type RemoteKey,
} from 'shell/tooling/federation/apps'

/**
 * Every fact the suites need about the four apps, derived from the shell's app table: ports,
 * origins, remote names and folders are written there once.
 */
export type RemoteName = RemoteKey
export const REMOTE_NAMES: readonly RemoteName[] = remoteKeys

type PerApp<T> = { shell: T } & Record<RemoteName, T>

/**
 * A second deployment of the site on its own ports keeps the apps' relative layout: the shell at
 * `base`, each remote at the same distance from it as in the app table.
 */
export function portsFrom(base: number): PerApp<number> {
  return {
    shell: base,
    ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotePortFrom(base, name)])) as Record<
      RemoteName,
      number
    >),
  }
}

export function originsFrom(base: number): PerApp<string> {
  const ports = portsFrom(base)
  return Object.fromEntries(
    Object.entries(ports).map(([app, port]) => [app, localOrigin(port)]),
  ) as PerApp<string>
}

/** Where `pnpm serve` puts each app. */
export const ORIGINS: Readonly<PerApp<string>> = originsFrom(shellApp.port)

/** The origin of an app served on a port of a test's own. */
export const originAt = localOrigin

/** Where a remote served at `origin` has its entry (what release-record.json names). */
export const entryAt = (origin: string): string => origin + REMOTE_ENTRY_PATH

/** A remote's package folder: its sources, its dist/ and the name its root renders in `data-remote`. */
export const remoteDir = (remote: RemoteName): string => remoteApps[remote].dir

/** The modules a remote exposes to the shell, by the name its remoteEntry.js lists (`./Faq`). */
export const exposedModules = (remote: RemoteName): string[] =>
  remoteApps[remote].exposes.map((name) => `./${name}`)

/** The element every exposed component of a remote renders its content in. */
export const remoteRoot = (remote: RemoteName): string => `[data-remote="${remoteDir(remote)}"]`

/**
 * Base ports of the suites' own deployments, apart from `pnpm serve`'s and from one another, so
 * the tests that start them can run in parallel.
 */
export const DEPLOY_BASE_PORTS = {
  nginx: 8173,
  redeploy: 4183,
  /** The redeployed FAQ release, next to the redeploy site. */
  release: 4189,
  /** Version skew: one site, its FAQ remote redeployed for each case. */
  skew: 4300,
  /** Compose against a deployed release record, and the FAQ release it recomposes with. */
  compose: 4403,
  composeRelease: 4409,
  /** Compose with a remote down; nothing ever listens on `composeDownRemote`. */
  composeDown: 4413,
  composeDownRemote: 4419,
  /** Releases: a site and its FAQ candidate, one pair per spec (preview, canary, `pnpm release`). */
  preview: 4423,
  previewCandidate: 4429,
  canary: 4433,
  canaryCandidate: 4439,
  /** Named by a canary in release-record.json; nothing ever listens there. */
  canaryDown: 4440,
  releaseCli: 4443,
  releaseCliCandidate: 4449,
  /** QA mode through the preview path: a site and an unchanged FAQ build listed as its candidate. */
  qa: 4453,
  qaCandidate: 4459,
  /** Consent: a site whose FAQ runs a canary, and that canary's build. */
  consent: 4463,
  consentCandidate: 4469,
  /** Compose after a FAQ rebuilt in place, at the URL it had. */
  composeInPlace: 4473,
  /** Release health: a site whose FAQ runs a 50 % canary, and its candidate. */
  health: 4483,
  healthCandidate: 4489,
  /** `pnpm bench` (4190 is on the Fetch standard's list of blocked ports: above it). */
  bench: 4194,
  /** The FAQ release `pnpm bench` recomposes with. */
  benchFaqRelease: 4199,
  /** `pnpm bench`'s second site, at the baseline catalogue size its category render is held to. */
  benchBaseline: 4203,
} as const
