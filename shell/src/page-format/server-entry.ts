import type { RemoteMeta } from '../federation/remote-meta'

/** The files (paths under the remote's origin) one exposed module needs in the browser. */
export interface ClientAssets {
  [exposed: string]: { js: string[]; css: string[] }
}

/** What a remote's server bundle (`<remote origin>/server/entry.mjs`) exports. */
export interface RemoteServerEntry {
  remoteMeta: RemoteMeta
  assets: ClientAssets
  /** Pages the remote owns beyond the shell's route table (a page per game, later list pages). */
  canonicalPaths?: readonly string[]
  [exposed: string]: unknown
}
