/**
 * What `GET /_internal/collector` answers: the faults of every shell server writing this store in the
 * last hour (faults.ts writes them), for `pnpm release <remote> health` on any one of them.
 */
import type { EventsDb } from '../events-db/open'
import type { FaultKind, FaultLog } from './faults'

/** The window the answer covers: faults older than this are the past. */
export const FAULT_WINDOW_MS = 60 * 60_000

export interface FaultCount {
  kind: FaultKind
  reason: string
  count: number
  /** The latest (ISO). */
  last: string
  /** How many servers counted it. */
  servers: number
}

export interface CollectorHealth {
  /** The window's start (ISO); it ends now. */
  since: string
  /** The fleet's counts; only this server's when `storeReadable` is false. */
  faults: FaultCount[]
  /** Whether the store answered: when it did not, the other servers' counts are unknown. */
  storeReadable: boolean
  /**
   * Whether field data went missing in the window: a batch answered 503 or refused by the store, a
   * store fault, or a store that cannot be read. What a release's verdict cannot ignore.
   */
  failing: boolean
}

const READ = `
  SELECT kind, reason, sum(count)::int AS count, max(last_at) AS last, count(DISTINCT server)::int AS servers
  FROM collector_faults WHERE minute >= date_trunc('minute', $1::timestamptz)
  GROUP BY kind, reason ORDER BY kind, reason`

export async function collectorHealth(
  db: Pick<EventsDb, 'query'>,
  faults: FaultLog,
  now: Date,
): Promise<CollectorHealth> {
  const since = new Date(now.getTime() - FAULT_WINDOW_MS)
  await faults.flush()
  let counts: FaultCount[]
  let storeReadable = true
  try {
    const { rows } = await db.query<Omit<FaultCount, 'last'> & { last: Date | string }>(READ, [since])
    counts = rows.map((row) => ({ ...row, last: new Date(row.last).toISOString() }))
  } catch {
    storeReadable = false
    counts = faults.pending().map(({ kind, reason, count, last }) => ({
      kind,
      reason,
      count,
      last: new Date(last).toISOString(),
      servers: 1,
    }))
  }
  const failing = !storeReadable || counts.some((fault) => fault.kind === 'failed' || fault.kind === 'store')
  return { since: since.toISOString(), faults: counts, storeReadable, failing }
}
