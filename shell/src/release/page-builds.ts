import { remoteKeys, type RemoteKey } from '../federation/apps'
import type { ReleaseRecord } from './release-record-schema'
import { releaseOrigins } from './origins'
import { resolveBuilds, type BrowserState, type NoBuild, type ResolvedBuild } from './resolve'

/** The build of a remote the release record does not name (or when it cannot be read): its build-time URL. */
export const BUILD_TIME_BUILD = 'build-time'

export type PageBuild = ResolvedBuild | NoBuild

/** What this page loads for each remote, and what a preview link may propose. */
export interface PageReleases {
  builds: Record<RemoteKey, PageBuild>
  /** The deployed release record, or null when it could not be read (no preview can be proposed then). */
  record: ReleaseRecord | null
  /** Where a previewed build may load from: the origins the page's CSP names (see below). */
  allowedOrigins: string[]
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The remote origins the page's CSP allows, computed as the server computes them: 'self', the
 * origins of the build-time entries, and those of every loadable build the record names.
 */
export function allowedRemoteOrigins(
  record: ReleaseRecord | null,
  fallback: Record<RemoteKey, string>,
  pageOrigin: string,
): string[] {
  return [
    ...new Set([
      pageOrigin,
      ...Object.values(fallback).flatMap(originOf),
      ...(record ? releaseOrigins(record) : []),
    ]),
  ]
}

/**
 * Each remote's build for this page: the resolver's answer for the remotes the record names, the
 * build-time URL for the others (and for all of them when the record could not be read).
 */
export function pageReleases(
  record: ReleaseRecord | null,
  fallback: Record<RemoteKey, string>,
  browser: BrowserState,
): PageReleases {
  const allowedOrigins = allowedRemoteOrigins(record, fallback, browser.pageOrigin)
  const resolved = record ? resolveBuilds(record, browser, allowedOrigins) : {}
  const builds = Object.fromEntries(
    remoteKeys.map((key): [RemoteKey, PageBuild] => [
      key,
      resolved[key] ?? {
        build: BUILD_TIME_BUILD,
        entry: fallback[key],
        source: 'stable',
        reason: record
          ? 'not named by release-record.json: build-time URL'
          : 'no release-record.json: build-time URL',
      },
    ]),
  ) as Record<RemoteKey, PageBuild>
  return { builds, record, allowedOrigins }
}

/** Whether any remote runs a canary: only then does the page need a visitor id. */
export function hasCanary(record: ReleaseRecord | null): boolean {
  return Object.values(record?.remotes ?? {}).some((releases) => releases.canary !== undefined)
}
