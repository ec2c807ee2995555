import type { EventsDb } from '../events-db/open'
import { VALUE_SLOT } from '../events-db/rollup'

const DAY_MS = 24 * 60 * 60 * 1000

/** How often a running collector forgets expired events (it also does on start). */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000

/**
 * The health rollup's rows whose whole time span is before the cutoff ($1): what they count has
 * expired with its events. Rows a re-reported metric left at zero go too.
 */
const FORGET_ROLLUP = [
  `DELETE FROM health_views WHERE minute + interval '1 minute' <= $1`,
  `DELETE FROM health_values WHERE slot + interval '${VALUE_SLOT}' <= $1 OR count = 0`,
  // (a shard's row of n 0 may still carry a raise's sums: moments go by time only)
  `DELETE FROM health_moments WHERE minute + interval '1 minute' <= $1`,
  `DELETE FROM view_metrics WHERE slot + interval '${VALUE_SLOT}' <= $1`,
  `DELETE FROM view_errors WHERE at < $1`,
  `DELETE FROM collector_faults WHERE minute < $1`,
]

/**
 * The advisory lock a sweep holds: shell servers sharing one Postgres each keep retention, and one
 * sweep at a time is enough (two would delete the same rows, the second waiting on the first's locks).
 */
export const RETENTION_LOCK = 4_801_002

/**
 * Deletes the events received more than `days` before `now`, and their rollup; returns how many
 * events went, or `null` when another server's sweep is running (this round is that one's).
 */
export async function forgetExpiredEvents(
  db: Pick<EventsDb, 'transaction'>,
  days: number,
  now: Date = new Date(),
): Promise<number | null> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  return db.transaction(async (tx) => {
    const lock = await tx.query<{ held: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS held', [
      RETENTION_LOCK,
    ])
    if (!lock.rows[0]!.held) return null
    const { rows } = await tx.query<{ count: number }>(
      `WITH gone AS (DELETE FROM events WHERE received_at < $1 RETURNING 1) SELECT count(*)::int AS count FROM gone`,
      [cutoff],
    )
    for (const statement of FORGET_ROLLUP) await tx.query(statement, [cutoff])
    return rows[0]?.count ?? 0
  })
}

/** `EVENTS_RETENTION_DAYS`, a whole number of days above zero; anything else is a setup error. */
export function retentionDays(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const days = Number(value)
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`EVENTS_RETENTION_DAYS must be a whole number of days, at least 1 (got "${value}")`)
  return days
}

/** Forgets expired events now and every `RETENTION_SWEEP_MS`; returns the function that stops it. */
export function keepRetention(
  db: Pick<EventsDb, 'transaction'>,
  days: number,
  onError: (error: unknown) => void,
) {
  const sweep = () => forgetExpiredEvents(db, days).catch(onError)
  const first = sweep()
  const timer = setInterval(sweep, RETENTION_SWEEP_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await first
  }
}
