// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { migrate, openEventsDb } from './open'
import { migrations } from './migrations'

// Opening PGlite (WASM) takes seconds on a loaded 2-core machine: more than vitest's 5 s default.
describe('the events store', { timeout: 60_000 }, () => {
  it('applies every migration once, in order, and records it', async () => {
    const db = await openEventsDb()
    try {
      const { rows } = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      )
      expect(rows.map((row) => row.version)).toEqual(migrations.map((step) => step.version))
      expect(await migrate(db)).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('keeps an event once however often its batch is replayed', async () => {
    const db = await openEventsDb()
    try {
      const insert = () =>
        db.query(
          `INSERT INTO events (batch_id, seq, view_id, name, page_kind, engine, builds, data)
           VALUES ($1, 0, $2, 'page_view', 'home', 'chromium', '{}', '{}') ON CONFLICT DO NOTHING`,
          ['6f1c1f43-3a39-4c5e-9f8e-0b7d2b1f9a10', '0e7c3c0a-6a6e-4a43-8f0f-3f1f6c2b8d11'],
        )
      await insert()
      await insert()
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events')
      expect(rows[0]!.count).toBe(1)
    } finally {
      await db.close()
    }
  })

  it('rolls a failed step back whole, and records nothing of it', async () => {
    const db = await openEventsDb()
    try {
      const broken = [
        { version: 99, name: 'broken', sql: 'CREATE TABLE half (id int);\nSELECT nothing_here;' },
      ]
      await expect(migrate(db, broken)).rejects.toThrow()
      const half = await db.query(`SELECT to_regclass('half') AS half`)
      expect(half.rows[0]).toEqual({ half: null })
      const { rows } = await db.query('SELECT version FROM schema_migrations WHERE version = 99')
      expect(rows).toEqual([])
    } finally {
      await db.close()
    }
  })
})
