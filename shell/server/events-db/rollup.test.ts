// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { insertViews, type TestView } from '../test-support/test-events'
import { migrations } from './migrations'
import { migrate, openEventsDb, type EventsDb } from './open'

const stable = { faq: { build: 'b41', source: 'stable' }, home: { build: 'h1', source: 'stable' } }
const canary = { faq: { build: 'b42', source: 'canary' }, home: { build: 'h1', source: 'stable' } }
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute, 30))
const view = '0e7c3c0a-6a6e-4a43-8f0f-3f1f6c2b8d11'

const views: TestView[] = [
  { builds: stable, at: at(0), lcp: 1200.4, inp: 80, cls: 0.01234 },
  { builds: stable, at: at(1), lcp: 1200.6, failed: 'faq' },
  { builds: canary, at: at(12), lcp: 900, failed: 'faq', view },
  // The same page view reports again, later: a larger LCP, its FAQ failing again.
  { builds: canary, at: at(14), lcp: 1500, failed: 'faq', view, pageView: false },
  // A smaller value reported after a larger one changes nothing.
  { builds: canary, at: at(15), lcp: 1000, view, pageView: false },
  { builds: canary, at: at(2), lcp: 5000, failed: 'faq', preview: true },
]

async function rollupOf(db: EventsDb) {
  const read = async (sql: string) => (await db.query(sql)).rows
  return {
    views: await read(`SELECT remote, source, build, minute, page_views, errored_views FROM health_views
                       WHERE page_views > 0 OR errored_views > 0 ORDER BY 1, 2, 3, 4`),
    values: await read(`SELECT remote, source, build, metric, slot, value, count FROM health_values
                        WHERE count > 0 ORDER BY 1, 2, 3, 4, 5, 6`),
  }
}

describe('the health rollup', { timeout: 60_000 }, () => {
  it('counts a page view once, a re-reported metric at its largest value, and no tester', async () => {
    const db = await openEventsDb()
    try {
      await insertViews(db, views)
      const { views: counted, values } = await rollupOf(db)
      const faq = counted.filter((row) => row.remote === 'faq')
      expect(faq.map((row) => [row.source, row.page_views, row.errored_views])).toEqual([
        ['canary', 1, 1],
        ['stable', 1, 0],
        ['stable', 1, 1],
      ])
      const canaryLcp = values.filter((row) => row.remote === 'faq' && row.source === 'canary')
      // Where the view first reported it (10:10 slot), at its largest value, once.
      expect(canaryLcp).toEqual([
        expect.objectContaining({
          metric: 'LCP',
          slot: new Date('2026-11-20T10:10:00Z'),
          value: 1500,
          count: 1,
        }),
      ])
      const stableValues = values.filter((row) => row.remote === 'faq' && row.source === 'stable')
      expect(stableValues.map((row) => [row.metric, row.value, row.count])).toEqual([
        ['CLS', 0.0123, 1],
        ['INP', 80, 1],
        ['LCP', 1200, 1],
        ['LCP', 1201, 1],
      ])
    } finally {
      await db.close()
    }
  })

  it('is filled by its migration from the events stored before it, as ingest fills it', async () => {
    const before = await openEventsDb()
    const after = await openEventsDb()
    try {
      // `before` starts as a store made before the rollup, with events in it; then it is migrated.
      await before.query('DROP TABLE health_views, health_values, view_metrics, view_errors')
      await before.query('DELETE FROM schema_migrations WHERE version = 4')
      await insertViews(before, views, { withoutRollup: true })
      expect(await migrate(before, migrations)).toEqual([4])
      await insertViews(after, views)
      expect(await rollupOf(before)).toEqual(await rollupOf(after))
      expect((await rollupOf(before)).views.length).toBeGreaterThan(0)
    } finally {
      await before.close()
      await after.close()
    }
  })
})
