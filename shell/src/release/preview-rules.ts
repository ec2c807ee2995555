import { remoteKeys, type RemoteKey } from '../federation/apps'
import { entryOrigin } from './entry-url'
import type { Candidate, ReleaseRecord, RemoteReleases } from './release-record-schema'

export type PreviewRefusal = 'unknown-remote' | 'unlisted' | 'blocked' | 'origin'

export function isRemoteKey(name: string): name is RemoteKey {
  return (remoteKeys as readonly string[]).includes(name)
}

/** The candidate listed as `build`: an own key only, so `constructor` is never a candidate. */
export function listedCandidate(releases: RemoteReleases, build: string): Candidate | undefined {
  return Object.hasOwn(releases.candidates, build) ? releases.candidates[build] : undefined
}

/** Origins as the browser writes them, so `https://FAQ.example.ro/` matches `https://faq.example.ro`. */
function normalisedOrigins(origins: readonly string[]): Set<string> {
  return new Set(origins.flatMap((origin) => entryOrigin('/', origin) ?? []))
}

/**
 * Whether a preview of `build` of `remote` may load, and the candidate if so. The one rule set the
 * link parser and the resolver share: a remote of this shell, a candidate the deployed release record lists,
 * not blocked, served from an origin the CSP allows.
 */
export function checkPreview(
  record: ReleaseRecord,
  remote: string,
  build: string,
  allowedOrigins: readonly string[],
  pageOrigin: string,
): { ok: true; remote: RemoteKey; candidate: Candidate } | { ok: false; refusal: PreviewRefusal } {
  if (!isRemoteKey(remote)) return { ok: false, refusal: 'unknown-remote' }
  const releases = record.remotes[remote]
  const candidate = releases && listedCandidate(releases, build)
  if (!releases || !candidate) return { ok: false, refusal: 'unlisted' }
  if (releases.blocked.includes(build)) return { ok: false, refusal: 'blocked' }
  const origin = entryOrigin(candidate.entry, pageOrigin)
  if (origin === null || !normalisedOrigins(allowedOrigins).has(origin))
    return { ok: false, refusal: 'origin' }
  return { ok: true, remote, candidate }
}
