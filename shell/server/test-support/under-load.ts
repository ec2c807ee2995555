/**
 * A fault made under load, for the chaos tests: clients post batches back to back to a collector (to
 * several in turn, as a load balancer spreads them), the fault is made once `before` batches were
 * acknowledged, and the load goes on until `after` more were, the collectors having answered
 * something else meanwhile. A collector that does not answer at all is taken out of the turn, as a
 * load balancer's health check would. What was acknowledged is then checked against the store.
 */
import { expect } from 'vitest'
import { pageViewEvent, uuid } from './collector.suite'

const SHELL_ORIGIN = 'http://localhost:4173'

export interface UnderLoad {
  /** The batch ids answered 202. */
  acknowledged: string[]
  /** How many answers of each status. */
  statuses: Map<number, number>
  /** From the fault to the first 202 after a refusal, in ms. */
  recoveredMs: number
}

export async function faultUnderLoad(
  collectorUrls: string | string[],
  fault: () => Promise<void>,
  { clients = 8, before = 100, after = 300 } = {},
): Promise<UnderLoad> {
  const acknowledged: string[] = []
  const statuses = new Map<number, number>()
  let faultAt: number | undefined
  let refusedAfterFault = false
  let backAt: number | undefined
  let faulted: Promise<void> | undefined
  const urls = [collectorUrls].flat()
  let turn = 0
  const client = async () => {
    while (backAt === undefined || acknowledged.length < before + after) {
      const batch = uuid()
      const url = urls[turn++ % urls.length]!
      const status = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
        body: JSON.stringify({ batch, events: [pageViewEvent(uuid())] }),
      }).then(
        (response) => {
          if (response.status === 503) expect(response.headers.get('retry-after')).toBe('2')
          return response.status
        },
        () => 0, // no answer: the fault took the connection
      )
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status !== 202) {
        if (faultAt !== undefined) refusedAfterFault = true
        if (status === 0 && urls.length > 1 && urls.includes(url)) urls.splice(urls.indexOf(url), 1)
        continue
      }
      acknowledged.push(batch)
      if (faultAt === undefined && acknowledged.length >= before) {
        faultAt = Date.now()
        faulted = fault()
      } else if (faultAt !== undefined && refusedAfterFault) backAt ??= Date.now()
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  await faulted
  return { acknowledged, statuses, recoveredMs: backAt! - faultAt! }
}
