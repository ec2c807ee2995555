import type { RemoteKey } from '../federation/apps'

/** One entry URL per remote: the build-time fallback, and what compose renders. */
export type RemoteManifest = Record<RemoteKey, string>

/** Where the deployed release record is served on the shell's origin. */
export const MANIFEST_PATH = '/remotes.json'
