/**
 * Exposed by every remote as `./meta`: what it was built against. It imports nothing, so the shell
 * can read it even when the remote's components could not run in this shell.
 */
export interface RemoteMeta {
  contractVersion: string
  sharedVersions: Record<string, string>
  /** Names this release of the remote: a hash of the files its build emits (shell/build/build-id.ts). */
  buildId?: string
}

// Plain data, so that a release reads it without running it (release-tools: shell/release/read-meta.ts).
declare const __REMOTE_META__: RemoteMeta

export const remoteMeta: RemoteMeta = __REMOTE_META__
