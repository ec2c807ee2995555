// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openEventsDb } from './open'
import { openPgliteThread } from './pglite-thread'
import { REOPEN_DELAYS_MS, restartingStore } from './restarting-store'
import type { StoreFault } from './store-fault'

const work = mkdtempSync(join(tmpdir(), 'restarting-store-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A statement that keeps Postgres busy for about `ms` of CPU: a hung one, as far as a timeout sees. */
const busyFor = (ms: number) => `SELECT count(*) FROM generate_series(1, ${ms * 20_000}) AS n WHERE n % 7 = 3`

describe("PGlite's thread, restarted", { timeout: 120_000 }, () => {
  it('ends a statement past its timeout, restarts, and answers the next from the same folder', async () => {
    const db = await openEventsDb({ dir: join(work, 'timeout'), ownThread: true, statementTimeoutMs: 1500 })
    const faults: StoreFault[] = []
    db.onFault((fault) => faults.push(fault))
    try {
      await db.query('CREATE TABLE kept (n int)')
      await db.query('INSERT INTO kept VALUES (7)')
      await expect(db.query(busyFor(20_000))).rejects.toThrow(/did not answer a statement within 1500 ms/)
      // Meanwhile every statement fails at once (the old thread's reason, then the restart's), instead
      // of waiting on a dead thread.
      await expect(db.query('SELECT 1')).rejects.toThrow(/did not answer|restarting/)
      await expect.poll(() => faults.map((fault) => fault.kind), { timeout: 30_000 }).toContain('restarted')
      const { rows } = await db.query<{ n: number }>('SELECT n FROM kept')
      expect(rows).toEqual([{ n: 7 }])
    } finally {
      await db.close()
    }
  })

  it('gives up, saying so, when the folder cannot be opened again', async () => {
    const first = await openPgliteThread(undefined, [])
    const waited: number[] = []
    const store = restartingStore(
      first,
      () => Promise.reject(new Error('the folder is unreadable')),
      async (ms) => void waited.push(ms),
    )
    const faults: StoreFault[] = []
    store.onFault((fault) => faults.push(fault))
    await store.killThread()
    await expect.poll(() => faults.at(-1)?.kind).toBe('gave-up')
    expect(faults.filter((fault) => fault.kind === 'reopen-failed')).toHaveLength(REOPEN_DELAYS_MS.length)
    expect(waited).toEqual(REOPEN_DELAYS_MS.filter(Boolean))
    await store.close()
  })

  it('does not restart a thread it closed', async () => {
    const db = await openEventsDb({ ownThread: true })
    const faults: StoreFault[] = []
    db.onFault((fault) => faults.push(fault))
    await db.close()
    await new Promise((resolve) => setImmediate(resolve))
    expect(faults).toEqual([])
    await expect(db.query('SELECT 1')).rejects.toThrow(/thread ended/)
  })
})
