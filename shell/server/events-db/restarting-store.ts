/**
 * PGlite's thread, restarted when it ends. A thread that dies (a WASM abort, out of memory) or is
 * ended for a statement past its timeout fails every later statement: without this, the server went
 * on serving pages while refusing every batch, and no supervisor saw anything to restart. Here a new
 * thread opens the same folder as soon as the old one is gone (Postgres's own crash recovery replays
 * its WAL); meanwhile every statement fails at once, so the collector answers 503 with Retry-After
 * and nothing waits on a dead thread. A folder that cannot be opened again after
 * `REOPEN_DELAYS_MS.length` tries is given up on: the server exits non-zero, and its supervisor
 * restarts the whole process. An in-memory store (tests only) comes back empty, without its schema.
 * Why: shell/docs/decisions/0104-a-store-that-restarts-itself.md.
 */
import type { PgliteOnThread, PgliteThread } from './pglite-thread'
import { faultListeners } from './fault-listeners'
import type { StoreFault } from './store-fault'

/** The waits before each attempt to open the folder again: about a minute in all, then give up. */
export const REOPEN_DELAYS_MS = [0, 250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000] as const

export interface RestartingStore extends PgliteOnThread {
  /** Calls `listener` with every fault from now on; returns the function that stops it. */
  onFault(listener: (fault: StoreFault) => void): () => void
  /** Ends the current thread as a hung statement would: the store restarts it. For chaos tests. */
  killThread(): Promise<void>
}

export const STORE_RESTARTING = "the events store's thread is restarting"

export function restartingStore(
  first: PgliteThread,
  open: () => Promise<PgliteThread>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): RestartingStore {
  const listeners = faultListeners()
  const report = listeners.report
  let current: PgliteThread | undefined
  let closed = false
  let reopening: Promise<void> = Promise.resolve()

  const watch = (thread: PgliteThread) => {
    current = thread
    void thread.ended.then((error) => {
      if (closed || current !== thread) return
      current = undefined
      report({ kind: 'thread-ended', error })
      reopening = reopen(Date.now())
    })
  }

  async function reopen(downSince: number): Promise<void> {
    let lastError = new Error('never tried')
    for (const [attempt, delay] of REOPEN_DELAYS_MS.entries()) {
      if (delay) await wait(delay)
      if (closed) return
      try {
        const thread = await open()
        if (closed) return void (await thread.close())
        watch(thread)
        report({ kind: 'restarted', downMs: Date.now() - downSince })
        return
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error))
        report({ kind: 'reopen-failed', error: lastError, attempt: attempt + 1 })
      }
    }
    report({ kind: 'gave-up', error: lastError })
  }

  const down = () => Promise.reject(Object.assign(new Error(STORE_RESTARTING), { code: 'STORE_RESTARTING' }))
  watch(first)
  return {
    query: (sql, params) => (current ? current.query(sql, params) : down()),
    transaction: (work) => (current ? current.transaction(work) : down()),
    async close() {
      closed = true
      await reopening
      await current?.close()
    },
    onFault: listeners.add,
    killThread: async () => current?.kill(),
  }
}
