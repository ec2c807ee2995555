// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { insertViews } from '../test-support/test-events'
import { forgetExpiredEvents, retentionDays } from './retention'

const NOW = new Date('2026-11-27T12:00:00Z')
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString()

describe('retention', () => {
  let db: EventsDb
  beforeAll(async () => {
    db = await openEventsDb()
  }, 60_000)
  afterAll(() => db.close())

  it('forgets the events received more than the retention before now, and only those', async () => {
    const ages = [0, 29, 29.99, 30.01, 31, 400]
    for (const [seq, age] of ages.entries())
      await db.query(
        `INSERT INTO events (batch_id, seq, received_at, view_id, name, page_kind, engine, builds, data)
         VALUES ('6f1c1f43-3a39-4c5e-9f8e-0b7d2b1f9a10', $1, $2, '0e7c3c0a-6a6e-4a43-8f0f-3f1f6c2b8d11',
                 'page_view', 'home', 'firefox', '{}', '{}')`,
        [seq, daysBefore(age)],
      )
    expect(await forgetExpiredEvents(db, 30, NOW)).toBe(3)
    const { rows } = await db.query<{ seq: number }>('SELECT seq FROM events ORDER BY seq')
    expect(rows.map((row) => ages[row.seq])).toEqual([0, 29, 29.99])
    expect(await forgetExpiredEvents(db, 30, NOW)).toBe(0)
    expect(await forgetExpiredEvents(db, 1, NOW)).toBe(2)
  })

  it("forgets release health's rollup of the expired events with them", async () => {
    await db.query('DELETE FROM events')
    const builds = { faq: { build: 'b42', source: 'canary' } }
    await insertViews(db, [
      { builds, at: new Date(daysBefore(29)), lcp: 1000, failed: 'faq' },
      { builds, at: new Date(daysBefore(31)), lcp: 2000, failed: 'faq' },
    ])
    const rollupRows = async () => {
      const counts: Record<string, number> = {}
      for (const table of ['health_views', 'health_values', 'health_moments', 'view_metrics', 'view_errors'])
        counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n
      return counts
    }
    expect(await rollupRows()).toEqual({
      health_views: 2,
      health_values: 2,
      health_moments: 2,
      view_metrics: 2,
      view_errors: 2,
    })
    expect(await forgetExpiredEvents(db, 30, NOW)).toBe(3)
    expect(await rollupRows()).toEqual({
      health_views: 1,
      health_values: 1,
      health_moments: 1,
      view_metrics: 1,
      view_errors: 1,
    })
    const { rows } = await db.query('SELECT value FROM health_values')
    expect(rows).toEqual([{ value: 1000 }])
  })

  it('reads EVENTS_RETENTION_DAYS as whole days, and refuses anything else', () => {
    expect(retentionDays(undefined, 30)).toBe(30)
    expect(retentionDays('', 30)).toBe(30)
    expect(retentionDays('7', 30)).toBe(7)
    for (const wrong of ['0', '-3', '1.5', 'treizeci', '30d'])
      expect(() => retentionDays(wrong, 30), wrong).toThrow(/EVENTS_RETENTION_DAYS/)
  })
})
