/**
 * What `pnpm release <remote> health` says of the collector: the faults of every shell server sharing
 * the store in the last hour, from any one server's `GET /_internal/collector`
 * (server/collector/fleet-faults.ts). A collector that lost field data meanwhile (batches answered 503
 * or refused by the store, its store failing or unreadable) makes a passing verdict inconclusive: the
 * canary may look well only because its bad page views were never stored.
 */
import { INTERNAL_COLLECTOR_PATH } from 'site-server/collector/collector'
import type { CollectorHealth } from 'site-server/collector/fleet-faults'
import type { Decision } from './decide'
import type { Judgement } from './judge'

export interface CollectorCheck {
  /** Lines for the operator: one a fault of the window, then what it does to the verdict. */
  lines: string[]
  /** Whether field data went missing in the window. */
  failing: boolean
}

/** The collector's faults as the site's shell server reports them for the whole fleet. */
export async function collectorCheck(site: string, fetchImpl: typeof fetch): Promise<CollectorCheck> {
  const url = new URL(INTERNAL_COLLECTOR_PATH, site)
  let health: CollectorHealth
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return { lines: [], failing: false }
    health = (await response.json()) as CollectorHealth
  } catch {
    // A server that does not answer is reported by the health read itself.
    return { lines: [], failing: false }
  }
  const lines = health.faults.map(
    (fault) =>
      `warning: the collector (${fault.servers} server${fault.servers === 1 ? '' : 's'}) since ${health.since}: ` +
      `${fault.kind}, ${fault.reason}: ${fault.count} time(s), the last at ${fault.last}`,
  )
  if (!health.storeReadable)
    lines.push(
      `warning: the collector at ${url.origin} cannot read its store: the other servers' faults are unknown`,
    )
  if (health.failing)
    lines.push(
      'warning: the collector lost field data in the last hour: a passing verdict is inconclusive, and a rollout holds',
    )
  return { lines, failing: health.failing }
}

/**
 * The judgement, a pass made inconclusive and nothing bounded while the collector is failing: the
 * canary may look well only because its bad page views were never stored. A fail stays a fail.
 */
export function unlessCollectorFailing(judgement: Judgement, collector: CollectorCheck): Judgement {
  if (!collector.failing || judgement.verdict === 'fail') return judgement
  return { ...judgement, verdict: 'inconclusive', bounded: false }
}

/**
 * A rollout does not move forward on field data with a hole in it (decision 0102 advances unless a
 * regression is found, which missing page views can hide): while the collector is failing, an advance
 * or a promotion waits. A rollback, or a stop, goes ahead.
 */
export function holdWhileCollectorFailing(decision: Decision, collector: CollectorCheck): Decision {
  if (!collector.failing || (decision.action !== 'advance' && decision.action !== 'promote')) return decision
  return { action: 'wait', reason: 'the collector lost field data in the last hour: the rollout holds' }
}
