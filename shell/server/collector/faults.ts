/**
 * Everything the collector fails or refuses, logged and counted: a collector answering 503 for an hour,
 * a store restarting, a retention sweep failing, a flood of refused batches must be noticed, not found
 * later as a hole in the field data. Counts are written to the store (`collector_faults`, a row a
 * minute, server, kind and reason), so that every shell server sharing one Postgres reads the whole
 * fleet's (fleet-faults.ts); a fault while the store is down is kept in memory and written once it is
 * back. Log lines are pino's (the server's logger), at most one a minute for each kind and reason.
 */
import type { FastifyBaseLogger } from 'fastify'
import { hostname } from 'node:os'
import type { EventsDb } from '../events-db/open'

/** Each kind and reason is logged at most this often after its first: an hour of 503s is 60 lines. */
export const FAULT_LOG_INTERVAL_MS = 60_000
/** How often this server writes its counts to the store (and whenever its faults are read). */
export const FAULT_FLUSH_MS = 60_000

/**
 * `failed`: a batch answered 503 (its events not stored); `refused`: a batch answered 4xx (the client's
 * fault or its limits); `store`: the store itself (a refused write, its thread ended or restarted, a
 * connection lost); `retention`: a sweep that failed.
 */
export type FaultKind = 'failed' | 'refused' | 'store' | 'retention'

const LEVELS: Record<FaultKind, 'error' | 'warn' | 'info'> = {
  failed: 'warn',
  refused: 'info',
  store: 'error',
  retention: 'error',
}

/** This server in the fleet's counts: its host and process. */
export const SERVER_NAME = `${hostname()}/${process.pid}`

const RECORD = `
  INSERT INTO collector_faults (minute, server, kind, reason, count, last_at)
  SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[])
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (minute, server, kind, reason) DO UPDATE
    SET count = collector_faults.count + EXCLUDED.count,
        last_at = greatest(collector_faults.last_at, EXCLUDED.last_at)`

interface Pending {
  minute: number
  kind: FaultKind
  reason: string
  count: number
  last: number
}

export function faultLog(
  db: Pick<EventsDb, 'query'>,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  let pending = new Map<string, Pending>()
  const logged = new Map<string, { at: number; unlogged: number }>()

  /** Writes the counts not written yet; kept for the next try if the store fails. */
  async function flush(): Promise<void> {
    if (pending.size === 0) return
    const rows = [...pending.values()]
    pending = new Map()
    try {
      await db.query(RECORD, [
        rows.map((row) => new Date(row.minute).toISOString()),
        rows.map(() => SERVER_NAME),
        rows.map((row) => row.kind),
        rows.map((row) => row.reason),
        rows.map((row) => row.count),
        rows.map((row) => new Date(row.last).toISOString()),
      ])
    } catch {
      for (const row of rows) add(row)
    }
  }

  function add(row: Pending) {
    const key = `${row.minute}|${row.kind}|${row.reason}`
    const held = pending.get(key)
    if (held) {
      held.count += row.count
      held.last = Math.max(held.last, row.last)
    } else pending.set(key, { ...row })
  }

  const timer = setInterval(() => void flush(), FAULT_FLUSH_MS)
  timer.unref()

  return {
    /**
     * Counts one fault of `kind` for `reason` (a short fixed phrase: counts are grouped by it) and logs
     * it, with `detail` (the error, its message), unless one like it was logged within the minute.
     */
    record(kind: FaultKind, reason: string, detail?: Record<string, unknown>): void {
      const at = now().getTime()
      add({ minute: at - (at % 60_000), kind, reason, count: 1, last: at })
      const key = `${kind}|${reason}`
      const last = logged.get(key)
      if (last && at - last.at < FAULT_LOG_INTERVAL_MS) {
        last.unlogged++
        return
      }
      const count = (last?.unlogged ?? 0) + 1
      logged.set(key, { at, unlogged: 0 })
      log[LEVELS[kind]]({ fault: kind, reason, count, ...detail }, `collector: ${kind}: ${reason}`)
    },
    flush,
    /** Stops the timer and writes what is left: before the store closes. */
    async stop(): Promise<void> {
      clearInterval(timer)
      await flush()
    },
    /** This server's counts not yet in the store. */
    pending: () => [...pending.values()],
  }
}

export type FaultLog = ReturnType<typeof faultLog>
