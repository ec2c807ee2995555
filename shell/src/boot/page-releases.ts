import type { CompositionRecord } from '../page-format/composition-record'
import type { PageReleases } from '../release/page-builds'
import { hintResolvedBuilds } from '../remote/canary-hints'
import { fetchPageReleases } from '../remote/fetch-release-record'

/**
 * This page's releases, resolved once per page load: the deployed release record with this tab's confirmed
 * preview and this browser's canary bucket. The one place that asks for canary hints: when the
 * composed page lists a canary's files and this browser gets that canary, they download at once.
 */
export function resolvePageReleases(composition: CompositionRecord | null): Promise<PageReleases> {
  const releases = fetchPageReleases(__REMOTE_FALLBACK_URLS__)
  if (composition) void releases.then(({ builds }) => hintResolvedBuilds(composition, builds))
  return releases
}
