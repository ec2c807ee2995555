/**
 * What the collector failed to store, kept for `GET /_internal/collector` and the release command: a
 * collector answering 503 for an hour must be noticed, not found later as a hole in the field data.
 * In memory, per server: a restart starts the count again, and the log says why it restarted.
 */

/** Failures logged at most this often after the first: an hour of 503s is one line a minute, not millions. */
export const FAILURE_LOG_INTERVAL_MS = 60_000

export interface CollectorFailures {
  /** Batches answered 503 since this server started (the store failed, or its queue was full). */
  failedBatches: number
  /** The latest failure, if any: when (ISO) and why. */
  lastFailure: { at: string; reason: string } | null
  /** When this server started counting (ISO). */
  since: string
}

export function failureLog(log: (line: string) => void = console.error, now: () => Date = () => new Date()) {
  const state: CollectorFailures = { failedBatches: 0, lastFailure: null, since: now().toISOString() }
  let loggedAt = Number.NEGATIVE_INFINITY
  let unlogged = 0
  return {
    /** Counts one batch the collector could not store, and logs it (at most once a minute). */
    record(reason: string): void {
      const at = now()
      state.failedBatches++
      state.lastFailure = { at: at.toISOString(), reason }
      unlogged++
      if (at.getTime() - loggedAt < FAILURE_LOG_INTERVAL_MS) return
      log(
        `collector: ${unlogged} batch${unlogged === 1 ? '' : 'es'} not stored, answered 503 (last: ${reason})`,
      )
      loggedAt = at.getTime()
      unlogged = 0
    },
    snapshot: (): CollectorFailures => structuredClone(state),
  }
}

export type FailureLog = ReturnType<typeof failureLog>
