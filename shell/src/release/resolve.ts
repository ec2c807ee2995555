import { remoteKeys, type RemoteKey } from '../federation/apps'
import { canaryBucket, canaryThreshold } from './bucket'
import type { Release, ReleaseRecord, RemoteReleases } from './release-record-schema'
import { checkPreview, listedCandidate, type PreviewRefusal } from './preview-rules'

export type BuildSource = 'stable' | 'canary' | 'preview'

/** What one remote loads in this browser, and why (for the console, analytics and tests). */
export interface ResolvedBuild {
  build: string
  entry: string
  source: BuildSource
  reason: string
}

/** Every build the record offers this remote is blocked: nothing may load. */
export interface NoBuild {
  build: null
  entry: null
  source: 'none'
  reason: string
}

export interface BrowserState {
  /** The first-party visitor id (see preview-state.ts); null without consent to trials: no canary. */
  visitorId: string | null
  /** The preview this tab confirmed, if any (see preview-state.ts). */
  preview: { remote: string; build: string } | null
  /** Root-relative entries load from here. */
  pageOrigin: string
}

/** A remote the record does not name is absent: the loader keeps the URL the shell was built with. */
export type ResolvedRemotes = Partial<Record<RemoteKey, ResolvedBuild | NoBuild>>

const refusalText: Record<PreviewRefusal, string> = {
  'unknown-remote': 'not a remote of this shell',
  unlisted: 'not a listed candidate',
  blocked: 'blocked',
  origin: 'its entry is on an origin the page does not allow',
}

/** Stable, or previous when stable is blocked; null when both are. */
function baseline(releases: RemoteReleases): { release: Release; reason: string } | null {
  const blocked = (release: Release | undefined) => !release || releases.blocked.includes(release.build)
  if (!blocked(releases.stable))
    return { release: releases.stable, reason: `stable ${releases.stable.build}` }
  const { previous } = releases
  if (previous && !blocked(previous)) {
    return {
      release: previous,
      reason: `stable ${releases.stable.build} is blocked: previous ${previous.build}`,
    }
  }
  return null
}

function resolveRemote(
  remote: RemoteKey,
  releases: RemoteReleases,
  record: ReleaseRecord,
  browser: BrowserState,
  allowedOrigins: readonly string[],
): ResolvedBuild | NoBuild {
  const notes: string[] = []
  const preview = browser.preview?.remote === remote ? browser.preview : null
  if (preview) {
    const check = checkPreview(record, remote, preview.build, allowedOrigins, browser.pageOrigin)
    if (check.ok) {
      return {
        build: preview.build,
        entry: check.candidate.entry,
        source: 'preview',
        reason: `preview of ${preview.build} confirmed in this tab`,
      }
    }
    notes.push(`preview of ${preview.build} ignored: ${refusalText[check.refusal]}`)
  }
  const { canary } = releases
  const canaryCandidate = canary && listedCandidate(releases, canary.build)
  if (canary && releases.blocked.includes(canary.build)) notes.push(`canary ${canary.build} is blocked`)
  else if (canary && canaryCandidate && browser.visitorId === null) {
    notes.push(`not in canary ${canary.build}: no consent to trying new versions`)
  } else if (canary && canaryCandidate && browser.visitorId !== null) {
    const bucket = canaryBucket(browser.visitorId, canary.salt)
    const threshold = canaryThreshold(canary.percent)
    const place = `bucket ${bucket} of canary ${canary.build} at ${canary.percent} %`
    if (bucket < threshold) {
      return {
        build: canary.build,
        entry: canaryCandidate.entry,
        source: 'canary',
        reason: [`${place} (< ${threshold})`, ...notes].join('; '),
      }
    }
    notes.push(`${place} (≥ ${threshold})`)
  }
  const chosen = baseline(releases)
  if (!chosen) {
    return {
      build: null,
      entry: null,
      source: 'none',
      reason: ['every build is blocked', ...notes].join('; '),
    }
  }
  return {
    build: chosen.release.build,
    entry: chosen.release.entry,
    source: 'stable',
    reason: [chosen.reason, ...notes].join('; '),
  }
}

/**
 * The builds every visitor gets without a preview or a canary: stable, or previous when stable is
 * blocked. What compose renders and what the server may send; a remote the record leaves out, or
 * whose builds are all blocked, is absent.
 */
export function stableBuilds(record: ReleaseRecord): Partial<Record<RemoteKey, Release>> {
  const builds: Partial<Record<RemoteKey, Release>> = {}
  for (const remote of remoteKeys) {
    const releases = record.remotes[remote]
    const chosen = releases && baseline(releases)
    if (chosen) builds[remote] = chosen.release
  }
  return builds
}

/**
 * The canary each remote runs, when it may load (a listed candidate, not blocked): compose hints its
 * files on the pages, so that a canary visitor's browser fetches them at once (see
 * `remote/canary-hints.ts`). Its percent does not matter here: it changes without a recompose.
 */
export function canaryBuilds(record: ReleaseRecord): Partial<Record<RemoteKey, Release>> {
  const builds: Partial<Record<RemoteKey, Release>> = {}
  for (const remote of remoteKeys) {
    const releases = record.remotes[remote]
    const canary = releases?.canary
    const candidate = canary && listedCandidate(releases, canary.build)
    if (canary && candidate && !releases.blocked.includes(canary.build))
      builds[remote] = { build: canary.build, ...candidate }
  }
  return builds
}

/**
 * Each remote's build for this browser, from the deployed release record and this browser's state. The one
 * place the rules live: a blocked build never loads; a confirmed preview wins for a listed, unblocked
 * candidate on an allowed origin; then the canary, by the visitor's bucket; then stable (or previous,
 * when stable is blocked).
 */
export function resolveBuilds(
  record: ReleaseRecord,
  browser: BrowserState,
  allowedOrigins: readonly string[],
): ResolvedRemotes {
  const resolved: ResolvedRemotes = {}
  for (const remote of remoteKeys) {
    const releases = record.remotes[remote]
    if (releases) resolved[remote] = resolveRemote(remote, releases, record, browser, allowedOrigins)
  }
  return resolved
}
