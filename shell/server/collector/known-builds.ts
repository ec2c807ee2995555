import { remoteKeys, type RemoteKey } from 'shell/tooling/federation/apps'
import type { ReleaseRecord, RemoteReleases } from 'shell/tooling/release/release-record-schema'
import { BUILD_TIME_BUILD } from 'shell/tooling/release/page-builds'

/**
 * How long a build the release record stopped naming is still taken: a page loaded before a promote,
 * a rollback or a removed candidate keeps sending its events each time it is hidden, and a tab left
 * open for a working day is returned to the next morning.
 */
export const REPLACED_BUILD_GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Every build a page may carry for a remote the record names (resolve.ts picks one of them): stable,
 * previous, the canary, each candidate (a preview), and blocked ones (loaded before the block). A
 * remote the record does not name loads its build-time URL.
 */
function namedBuilds(releases: RemoteReleases | undefined): string[] {
  if (!releases) return [BUILD_TIME_BUILD]
  return [
    releases.stable.build,
    ...(releases.previous ? [releases.previous.build] : []),
    ...(releases.canary ? [releases.canary.build] : []),
    ...Object.keys(releases.candidates),
    ...releases.blocked,
  ]
}

const keyOf = (remote: RemoteKey, build: string) => `${remote} ${build}`

function namedNow(record: ReleaseRecord | null): Set<string> {
  return new Set(
    remoteKeys.flatMap((remote) => namedBuilds(record?.remotes[remote]).map((build) => keyOf(remote, build))),
  )
}

/**
 * Whether a build stamp names a build the release record knows for its remote: one the record served
 * names now, or named within the grace period while this process read it (a restarted server knows
 * only the current record's). `record` is the server's one reader of the served `release-record.json`.
 */
export function knownBuilds(record: () => ReleaseRecord | null, now = () => Date.now()) {
  let lastRecord: ReleaseRecord | null | undefined
  let named = new Set<string>()
  /** When each build the record stopped naming was last named. */
  const replaced = new Map<string, number>()

  function refresh(): void {
    const current = record()
    if (current === lastRecord) return
    lastRecord = current
    const next = namedNow(current)
    const at = now()
    for (const key of named) if (!next.has(key)) replaced.set(key, at)
    for (const [key, since] of replaced)
      if (next.has(key) || at - since > REPLACED_BUILD_GRACE_MS) replaced.delete(key)
    named = next
  }

  return (remote: RemoteKey, build: string): boolean => {
    refresh()
    const key = keyOf(remote, build)
    if (named.has(key)) return true
    const since = replaced.get(key)
    return since !== undefined && now() - since <= REPLACED_BUILD_GRACE_MS
  }
}
