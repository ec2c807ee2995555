import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_RETENTION_DAYS } from 'shell/tooling/privacy/collection'
import { createEventsStore } from '../events-db/create-store'
import { lockStoreFolder } from '../events-db/folder-lock'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { retentionDays } from './retention'

/** How long a statement may run before it fails (and PGlite's thread is restarted): a commit takes ms. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000

/** `EVENTS_STATEMENT_TIMEOUT_MS`, a whole number of ms above zero; anything else is a setup error. */
export function statementTimeoutMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_STATEMENT_TIMEOUT_MS
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 1)
    throw new Error(`EVENTS_STATEMENT_TIMEOUT_MS must be a whole number of ms, at least 1 (got "${value}")`)
  return ms
}

/**
 * Where a shell server keeps its events, from its environment: `DATABASE_URL` (a Postgres server,
 * shared by several shell servers), else PGlite in `EVENTS_DB_DIR`, else in `.data/events` beside the
 * served folder (shell/.data/events for shell/dist: gitignored, and one folder per deployed copy, as
 * PGlite serves one process at a time).
 */
export async function eventsStoreFromEnv(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ db: EventsDb; retentionDays: number }> {
  const days = retentionDays(env.EVENTS_RETENTION_DAYS, DEFAULT_RETENTION_DAYS)
  const timeout = statementTimeoutMs(env.EVENTS_STATEMENT_TIMEOUT_MS)
  if (env.DATABASE_URL)
    return {
      db: await openEventsDb({ url: env.DATABASE_URL, statementTimeoutMs: timeout }),
      retentionDays: days,
    }
  const dir = env.EVENTS_DB_DIR || join(root, '..', '.data', 'events')
  // PGlite makes the last folder only: `pnpm serve` on a fresh clone needs no setup. A fresh folder
  // is made in a process of its own (create-store.ts), so its initdb's peak is not the server's.
  // Locked before the store is made or opened: a second server on it is refused, naming the first.
  mkdirSync(dir, { recursive: true })
  const folderLock = lockStoreFolder(dir)
  try {
    createEventsStore(dir)
  } catch (error) {
    folderLock.release()
    throw error
  }
  const db = await openEventsDb({ dir, folderLock, ownThread: true, statementTimeoutMs: timeout })
  return { db, retentionDays: days }
}
