/**
 * PGlite on a thread of its own. PGlite is Postgres compiled to WASM, run on the thread that calls
 * it: in the server's own thread, every statement the collector commits holds up every page and file
 * the server answers meanwhile, and the two cannot use the host's second core. Here a worker thread
 * (pglite-thread.worker.ts) owns the database and the server's thread only sends it statements.
 * Why, and what it buys: shell/docs/decisions/0101-pglite-on-its-own-thread.md (`pnpm bench:collector`).
 */
import { Worker } from 'node:worker_threads'

/** What the events store needs of PGlite: open.ts wraps it as an EventsDb. */
export interface PgliteOnThread {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs `work` in one transaction; nothing else reaches the database until it ends. */
  transaction<T>(work: (tx: { query: PgliteOnThread['query'] }) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The thread itself, for the store that restarts it (restarting-store.ts). */
export interface PgliteThread extends PgliteOnThread {
  /**
   * Resolves, with why, once the thread has ended for any reason but `close()`: a new one may then
   * open the folder.
   */
  ended: Promise<Error>
  /** Ends the thread now, whatever it is doing (what a statement past its timeout gets). */
  kill(): Promise<void>
}

export interface PgliteThreadOptions {
  /**
   * A statement not answered within this many ms ends the thread: WASM cannot be interrupted, and a
   * hung statement would hold every later one. Without it, no limit.
   */
  statementTimeoutMs?: number
}

type Reply = { id: number; rows?: unknown[]; error?: Record<string, unknown> }

/** The worker's failure as an Error again, Postgres's fields (`code`, `detail`…) on it. */
const asError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message)), fields)

/** Starts the worker and opens PGlite in `dir` (in memory without it) with these settings. */
export async function openPgliteThread(
  dir: string | undefined,
  settings: string[],
  { statementTimeoutMs }: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-thread.worker.ts', import.meta.url), {
    workerData: { dir, settings },
  })
  const pending = new Map<number, (reply: Reply) => void>()
  let nextId = 0
  let failure: Error | undefined
  let closing = false

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
      worker.off('error', reject)
      if (message.ready) resolve()
      else reject(asError(message.error ?? {}))
    })
  })
  worker.on('message', (reply: Reply) => pending.get(reply.id)?.(reply))
  // A worker that dies fails what it was asked, and everything asked after.
  const fail = (error: Error) => {
    failure = error
    for (const answer of pending.values()) answer({ id: -1, error: { message: error.message } })
    pending.clear()
  }
  worker.on('error', fail)
  const ended = new Promise<Error>((resolve) =>
    worker.on('exit', (code) => {
      fail(failure ?? new Error(`the events store's thread ended (exit code ${code})`))
      if (!closing) resolve(failure!)
    }),
  )
  const kill = async (why: Error) => {
    fail(why)
    await worker.terminate()
  }

  const send = (message: { sql?: string; params?: unknown[]; close?: true }) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (failure) return reject(failure)
      const id = nextId++
      const timer =
        statementTimeoutMs === undefined
          ? undefined
          : setTimeout(
              () =>
                void kill(
                  new Error(
                    `the events store's thread did not answer a statement within ${statementTimeoutMs} ms`,
                  ),
                ),
              statementTimeoutMs,
            )
      pending.set(id, (reply) => {
        clearTimeout(timer)
        pending.delete(id)
        if (reply.error) reject(asError(reply.error))
        else resolve(reply.rows ?? [])
      })
      worker.postMessage({ id, ...message })
    })

  // One statement at a time, as PGlite has one connection: a transaction's statements must not
  // interleave with anyone else's.
  let turn: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const done = turn.then(work, work)
    turn = done.catch(() => undefined)
    return done
  }
  const query = <Row>(sql: string, params?: unknown[]) =>
    send({ sql, params }).then((rows) => ({ rows: rows as Row[] }))

  return {
    query: (sql, params) => inTurn(() => query(sql, params)),
    transaction: (work) =>
      inTurn(async () => {
        await query('BEGIN')
        try {
          const result = await work({ query })
          await query('COMMIT')
          return result
        } catch (error) {
          if (!failure) await query('ROLLBACK')
          throw error
        }
      }),
    close: () => {
      closing = true
      return inTurn(async () => {
        if (!failure) await send({ close: true })
        await worker.terminate()
      })
    },
    ended,
    kill: () => kill(new Error("the events store's thread was killed")),
  }
}
