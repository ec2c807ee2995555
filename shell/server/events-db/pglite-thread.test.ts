// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openEventsDb } from './open'

/** The longest the main thread went without running a timer while `work` ran, in ms. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0
  let last = performance.now()
  const tick = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 1)
  try {
    await work()
  } finally {
    clearInterval(tick)
  }
  return Math.max(longest, performance.now() - last)
}

/** A statement that keeps Postgres busy for about `ms` of CPU (no sleep: pg_sleep would idle). */
const busyFor = (ms: number) =>
  `SELECT count(*) FROM generate_series(1, ${ms * 20_000}) AS n WHERE n % 7 = 3` as const

describe('PGlite on its own thread', { timeout: 120_000 }, () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'pglite-thread-'))

  it('stores and reads as PGlite in the same thread does, and keeps what it stored over a reopen', async () => {
    const folder = dir()
    try {
      const db = await openEventsDb({ dir: join(folder, 'events'), ownThread: true })
      await db.query(
        `INSERT INTO events (batch_id, seq, view_id, name, page_kind, engine, builds, data)
         VALUES ($1, 0, $2, 'page_view', 'home', 'chromium', '{"faq":{"build":"b1"}}', '{"path":"/"}')`,
        ['6f1c1f43-3a39-4c5e-9f8e-0b7d2b1f9a10', '0e7c3c0a-6a6e-4a43-8f0f-3f1f6c2b8d11'],
      )
      await db.close()
      const again = await openEventsDb({ dir: join(folder, 'events') })
      const { rows } = await again.query<{ data: unknown; received_at: unknown }>(
        'SELECT data, received_at FROM events',
      )
      await again.close()
      expect(rows).toHaveLength(1)
      expect(rows[0]!.data).toEqual({ path: '/' })
      expect(rows[0]!.received_at).toBeInstanceOf(Date)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it("fails a statement with Postgres's own code, and a failed transaction stores none of its writes", async () => {
    const db = await openEventsDb({ ownThread: true })
    try {
      await expect(db.query('SELECT 1/0')).rejects.toMatchObject({ code: '22012' })
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO events (batch_id, seq, view_id, name, page_kind, engine, builds, data)
             VALUES (gen_random_uuid(), 0, gen_random_uuid(), 'page_view', 'home', 'chromium', '{}', '{}')`,
          )
          await tx.query('SELECT no_such_column FROM events')
        }),
      ).rejects.toMatchObject({ code: '42703' })
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events')
      expect(rows[0]!.count).toBe(0)
    } finally {
      await db.close()
    }
  })

  it("keeps a transaction's statements together: a query sent meanwhile waits for its end", async () => {
    const db = await openEventsDb({ ownThread: true })
    try {
      const seen: string[] = []
      const transaction = db.transaction(async (tx) => {
        await tx.query('CREATE TEMP TABLE marks (mark text) ON COMMIT DROP')
        await tx.query("INSERT INTO marks VALUES ('in the transaction')")
        seen.push(
          (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM marks')).rows[0]!.n + ' mark',
        )
      })
      const outside = db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_class WHERE relname = 'marks'",
      )
      await transaction
      seen.push(`${(await outside).rows[0]!.n} marks table after it`)
      expect(seen).toEqual(['1 mark', '0 marks table after it'])
    } finally {
      await db.close()
    }
  })

  it("leaves the server's thread free while a statement runs: the same work stalls it in one thread", async () => {
    const inThread = await openEventsDb()
    const onThread = await openEventsDb({ ownThread: true })
    try {
      await inThread.query(busyFor(5))
      await onThread.query(busyFor(5))
      const stalledInThread = await longestStall(() => inThread.query(busyFor(250)))
      const stalledOnThread = await longestStall(() => onThread.query(busyFor(250)))
      // In one thread the statement holds the event loop the whole time; on its own, timers go on.
      expect(stalledInThread).toBeGreaterThan(150)
      expect(stalledOnThread).toBeLessThan(stalledInThread / 4)
    } finally {
      await Promise.all([inThread.close(), onThread.close()])
    }
  })

  it('answers every statement after its thread died with the reason, instead of hanging', async () => {
    const db = await openEventsDb({ ownThread: true })
    await db.close()
    await expect(db.query('SELECT 1')).rejects.toThrow(/thread ended/)
  })
})
