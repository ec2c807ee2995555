import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { lockStoreFolder, type FolderLock } from './folder-lock'
import { openPgliteThread } from './pglite-thread'
import { migrations, type Migration } from './migrations'
import { restartingStore, type RestartingStore } from './restarting-store'
import { faultListeners } from './fault-listeners'
import type { StoreFault } from './store-fault'

/** What the collector and the release health read and write through: one SQL dialect, Postgres. */
export interface EventsDb {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction<T>(work: (db: Pick<EventsDb, 'query'>) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** `pglite` (a folder, one process) or `postgres` (a server, shared by several shell servers). */
  kind: 'pglite' | 'postgres'
  /**
   * Calls `listener` with each fault of the store from now on (none for PGlite in the caller's
   * thread); returns the function that stops it.
   */
  onFault(listener: (fault: StoreFault) => void): () => void
  /** PGlite on its thread only: ends the thread as a hung statement would, and the store restarts it. */
  killThread?: () => Promise<void>
}

export interface EventsDbOptions {
  /** A Postgres server's URL (`DATABASE_URL`); without it, PGlite in `dir`. */
  url?: string
  /** PGlite's folder; without it (and without `url`), an in-memory database. */
  dir?: string
  /** The lock on `dir` when the caller took it already (before making the folder); else taken here. */
  folderLock?: FolderLock
  /**
   * PGlite on a worker thread of its own (pglite-thread.ts), as a server opens its store: its
   * statements then never hold up the thread that answers requests. Tools and tests that only read
   * or count open it in their own thread.
   */
  ownThread?: boolean
  /**
   * A statement running longer fails: Postgres cancels it (`statement_timeout`); PGlite's thread,
   * which cannot be interrupted, is ended and restarted. Without it, no limit.
   */
  statementTimeoutMs?: number
}

function pgliteDb(db: PGlite | RestartingStore, lock?: FolderLock): EventsDb {
  const onThread = 'killThread' in db ? db : undefined
  return {
    kind: 'pglite',
    onFault: (listener) => onThread?.onFault(listener) ?? (() => {}),
    ...(onThread && { killThread: () => onThread.killThread() }),
    query: async <Row>(sql: string, params?: unknown[]) => db.query<Row>(sql, params),
    transaction: (work) => db.transaction((tx) => work({ query: (sql, params) => tx.query(sql, params) })),
    close: () => db.close().finally(() => lock?.release()),
  }
}

/** PGlite in `dir` (in memory without it), once this process holds the folder's lock. */
async function openPglite({
  dir,
  folderLock,
  ownThread,
  statementTimeoutMs,
}: EventsDbOptions): Promise<EventsDb> {
  const lock = dir === undefined ? undefined : (folderLock ?? lockStoreFolder(dir))
  // A thread opened again keeps the lock: the folder stays this process's across its restarts.
  const openThread = () => openPgliteThread(dir, PGLITE_SETTINGS, { statementTimeoutMs })
  try {
    const db = ownThread
      ? restartingStore(await openThread(), openThread)
      : await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS })
    return pgliteDb(db, lock)
  } catch (error) {
    lock?.release()
    throw error
  }
}

function postgresDb(pool: pg.Pool): EventsDb {
  // An idle connection the server ends (a restart, a stopped cluster) is reported on the pool; with no
  // listener Node throws it and the shell server dies. The pool drops that client and opens another on
  // the next query, which is the answer: the next write that fails is answered 503 like any other.
  const listeners = faultListeners()
  pool.on('error', (error) => listeners.report({ kind: 'connection-lost', error }))
  return {
    kind: 'postgres',
    onFault: listeners.add,
    query: async (sql, params) => pool.query(sql, params as unknown[]) as never,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work({ query: (sql, params) => client.query(sql, params as unknown[]) as never })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/**
 * Postgres's memory settings for PGlite, whose WASM heap only grows: the defaults (128 MB of shared
 * buffers) are a server's, and a shell server's store is small; health reads the rollup, not the
 * events. Why: shell/docs/decisions/0034-pglite-memory.md; measured by `pnpm bench:collector`.
 */
const PGLITE_SETTINGS = [
  'shared_buffers = 16MB',
  'wal_buffers = 1MB',
  'temp_buffers = 2MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 8MB',
  // A new WAL segment is made by writing its last byte, not 16 MB of zeros: zero-filling one froze
  // the store for 150 ms under bench:collector's load, and the 40 batches waiting then made its p99.
  'wal_init_zero = off',
]

/**
 * The advisory lock every migration transaction takes first (any fixed number: the store's own). Shell
 * servers sharing one Postgres start together: unlocked, two would both find a step unrecorded and
 * both run it (`CREATE TABLE` twice fails, even `IF NOT EXISTS`). A transaction-scoped lock ends with
 * its transaction, so a server that dies mid-step holds nothing; PGlite has the same lock.
 */
export const MIGRATION_LOCK = 4_801_001

/**
 * Applies the steps `db` has not recorded; returns the versions it applied. Each step runs in its own
 * transaction under `MIGRATION_LOCK`, and reads whether it is recorded only once it holds the lock:
 * a server that waited finds the steps the first one applied, and skips them.
 */
export async function migrate(db: EventsDb, steps: readonly Migration[] = migrations): Promise<number[]> {
  const underLock = <T>(work: (tx: Pick<EventsDb, 'query'>) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      return work(tx)
    })
  await underLock((tx) =>
    tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`),
  )
  const applied: number[] = []
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    const ran = await underLock(async (tx) => {
      const recorded = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [step.version])
      if (recorded.rows.length) return false
      for (const statement of step.sql.split(/;\s*$/m).filter((part) => part.replace(/--.*$/gm, '').trim()))
        await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ])
      return true
    })
    if (ran) applied.push(step.version)
  }
  return applied
}

/** Opens the events store (Postgres at `url`, else PGlite) and brings its schema up to date. */
export async function openEventsDb(options: EventsDbOptions = {}): Promise<EventsDb> {
  const db = options.url
    ? postgresDb(
        new pg.Pool({
          connectionString: options.url,
          max: 4,
          ...(options.statementTimeoutMs !== undefined && { statement_timeout: options.statementTimeoutMs }),
        }),
      )
    : await openPglite(options)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
