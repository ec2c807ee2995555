/** What happened to the events store, for the server's log and counts (server/collector/faults.ts). */
export type StoreFault =
  /** PGlite's thread ended (died, or killed for a statement past its timeout): it is being restarted. */
  | { kind: 'thread-ended'; error: Error }
  /** Opening the folder again failed; another attempt follows, unless this was the last. */
  | { kind: 'reopen-failed'; error: Error; attempt: number }
  /** A new thread serves the store again, after `downMs` without one. */
  | { kind: 'restarted'; downMs: number }
  /** The folder could not be opened again: the server should exit, for its supervisor to restart it. */
  | { kind: 'gave-up'; error: Error }
  /** An idle Postgres connection ended (a restart, a stopped cluster); the pool opens another. */
  | { kind: 'connection-lost'; error: Error }
