import type { ReleaseRecord } from './release-record-schema'

/**
 * The origins of every build the record may load: each remote's stable, previous and candidates (a
 * canary is a candidate), blocked builds aside. A root-relative entry loads from the page's own
 * origin, which the CSP allows as 'self' already. The server's CSP and the browser's preview check
 * are both computed from this one list, so the browser never proposes a build the CSP would stop.
 */
export function releaseOrigins(record: ReleaseRecord): string[] {
  const origins = new Set<string>()
  for (const releases of Object.values(record.remotes)) {
    const loadable = [
      releases.stable,
      ...(releases.previous ? [releases.previous] : []),
      ...Object.entries(releases.candidates).map(([build, candidate]) => ({ build, ...candidate })),
    ].filter((release) => !releases.blocked.includes(release.build))
    for (const { entry } of loadable) {
      if (entry.startsWith('/')) continue
      try {
        origins.add(new URL(entry).origin)
      } catch {
        // The schema admits only parsable entries; nothing to add otherwise.
      }
    }
  }
  return [...origins]
}
