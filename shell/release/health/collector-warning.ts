/**
 * The warning `pnpm release <remote> health` prints when the shell server's collector failed to store
 * batches lately: a verdict judged on field data with a hole in it should say so. Asks the server's
 * `GET /_internal/collector` (server/collector/failures.ts).
 */
import { INTERNAL_COLLECTOR_PATH } from 'site-server/collector/collector'
import type { CollectorFailures } from 'site-server/collector/failures'

/** A failure this recent is worth a warning; an older one is the past. */
export const RECENT_FAILURE_MS = 60 * 60_000

/** The warning line, or `undefined` when the collector has not failed lately (or cannot say). */
export async function collectorWarning(
  site: string,
  fetchImpl: typeof fetch,
  now: Date,
): Promise<string | undefined> {
  const url = new URL(INTERNAL_COLLECTOR_PATH, site)
  let failures: CollectorFailures
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return undefined
    failures = (await response.json()) as CollectorFailures
  } catch {
    // A server that does not answer is reported by the health read itself.
    return undefined
  }
  const last = failures.lastFailure
  if (!last || now.getTime() - Date.parse(last.at) > RECENT_FAILURE_MS) return undefined
  return (
    `warning: the collector at ${url.origin} answered 503 to ${failures.failedBatches} batch(es) since ${failures.since}, ` +
    `the last at ${last.at} (${last.reason}): the field data judged may be missing page views`
  )
}
