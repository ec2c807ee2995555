import type { RemoteEntryUrls } from '../federation/apps'
import { RELEASE_RECORD_PATH } from '../page-format/release-record-path'
import { parseReleaseRecord, type ReleaseRecord } from '../release/release-record-schema'
import { pageReleases, hasCanary, type PageReleases } from '../release/page-builds'
import { readPreviewChoice, readVisitorId } from '../release/preview-state'

/**
 * The deployed release record (version 1 or 2), or null when it cannot be used: the page then loads every
 * remote from its build-time URL, and says so once in the console. A record with any fault is
 * refused whole: half of a release record could load a build nobody chose.
 */
export async function fetchReleaseRecord(): Promise<ReleaseRecord | null> {
  let raw: unknown
  try {
    // Preloaded with the app's files (build/preload-app-start.ts): this fetch is served from that request.
    const response = await fetch(RELEASE_RECORD_PATH)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    raw = await response.json()
  } catch (error) {
    console.warn(`release-record.json could not be read (${String(error)}); using the build-time URLs.`)
    return null
  }
  const parsed = parseReleaseRecord(raw)
  if (parsed.ok) return parsed.record
  console.warn(`release-record.json is invalid; using the build-time URLs.\n  ${parsed.errors.join('\n  ')}`)
  return null
}

/**
 * What this page loads for each remote: the deployed release record resolved with this tab's confirmed
 * preview and, when a canary runs, this browser's visitor id.
 */
export async function fetchPageReleases(fallback: RemoteEntryUrls): Promise<PageReleases> {
  const record = await fetchReleaseRecord()
  return pageReleases(record, fallback, {
    // A visitor id is stored only when there is a canary to place the visitor in, and they consented.
    visitorId: hasCanary(record) ? readVisitorId() : null,
    preview: readPreviewChoice(),
    pageOrigin: window.location.origin,
  })
}
