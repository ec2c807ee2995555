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

/** The moments per minute, their shards summed (sums rounded: a raise adds and takes away). */
async function momentsOf(db: EventsDb) {
  const { rows } = await db.query<Record<string, number | string | Date>>(
    `SELECT remote, source, build, metric, minute, sum(n)::int AS n, round(sum(sum)::numeric, 6)::float8 AS sum,
            round(sum(sum_squares)::numeric, 9)::float8 AS sum_squares,
            round(sum(log_sum)::numeric, 9)::float8 AS log_sum,
            round(sum(log_sum_squares)::numeric, 9)::float8 AS log_sum_squares
     FROM health_moments GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5`,
  )
  return rows
}

async function rollupOf(db: EventsDb) {
  const read = async (sql: string) => (await db.query(sql)).rows
  return {
    views: await read(`SELECT remote, source, build, minute, page_views, errored_views FROM health_views
                       WHERE page_views > 0 OR errored_views > 0 ORDER BY 1, 2, 3, 4`),
    values: await read(`SELECT remote, source, build, metric, slot, value, count FROM health_values
                        WHERE count > 0 ORDER BY 1, 2, 3, 4, 5, 6`),
    moments: await momentsOf(db),
  }
}

/** Two stores: one the test makes as a store before a step, then migrates; one that ingests as today. */
async function migratedAndIngested(check: (before: EventsDb, after: EventsDb) => Promise<void>) {
  const [before, after] = [await openEventsDb(), await openEventsDb()]
  try {
    await check(before, after)
  } finally {
    await before.close()
    await after.close()
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

  it('is filled by its migration from the events stored before it, as ingest fills it', () =>
    migratedAndIngested(async (before, after) => {
      // `before` starts as a store made before the rollup, with events in it; then it is migrated.
      await before.query('DROP TABLE health_views, health_values, health_moments, view_metrics, view_errors')
      await before.query('DELETE FROM schema_migrations WHERE version = 4')
      await insertViews(before, views, { withoutRollup: true })
      expect(await migrate(before, migrations)).toEqual([4])
      await insertViews(after, views)
      expect(await rollupOf(before)).toEqual(await rollupOf(after))
      expect((await rollupOf(before)).views.length).toBeGreaterThan(0)
    }))

  it("keeps each metric's sums per minute, where the view first counted it; a raise moves them", async () => {
    const db = await openEventsDb()
    try {
      await insertViews(db, views)
      const moments = await momentsOf(db)
      const row = (value: number) => ({
        n: 1,
        sum: value,
        sum_squares: Number((value * value).toFixed(9)),
        log_sum: Number(Math.log1p(value).toFixed(9)),
        log_sum_squares: Number((Math.log1p(value) ** 2).toFixed(9)),
      })
      const minute = (m: number) => new Date(Date.UTC(2026, 10, 20, 10, m))
      const faq = moments.filter((r) => r.remote === 'faq')
      expect(faq).toEqual([
        // Reported at 10:12 (900), raised at 10:14 (1500): counted once, at 1500, in minute 10:12.
        { remote: 'faq', source: 'canary', build: 'b42', metric: 'LCP', minute: minute(12), ...row(1500) },
        { remote: 'faq', source: 'stable', build: 'b41', metric: 'CLS', minute: minute(0), ...row(0.0123) },
        { remote: 'faq', source: 'stable', build: 'b41', metric: 'INP', minute: minute(0), ...row(80) },
        { remote: 'faq', source: 'stable', build: 'b41', metric: 'LCP', minute: minute(0), ...row(1200) },
        { remote: 'faq', source: 'stable', build: 'b41', metric: 'LCP', minute: minute(1), ...row(1201) },
      ])
      // The same values as the histogram, however they are cut.
      const { rows } = await db.query<{
        metric: string
        n: number
        sum: number
        moments_n: number
        moments_sum: number
      }>(
        `SELECT v.metric, v.n, v.sum, m.n AS moments_n, m.sum AS moments_sum
         FROM (SELECT remote, source, build, metric, sum(count)::int AS n, sum(count * value)::float8 AS sum
               FROM health_values GROUP BY 1, 2, 3, 4) AS v
         JOIN (SELECT remote, source, build, metric, sum(n)::int AS n, sum(sum)::float8 AS sum
               FROM health_moments GROUP BY 1, 2, 3, 4) AS m USING (remote, source, build, metric)`,
      )
      expect(rows.length).toBeGreaterThan(4)
      for (const r of rows) {
        expect(r.moments_n).toBe(r.n)
        expect(r.moments_sum).toBeCloseTo(r.sum, 6)
      }
    } finally {
      await db.close()
    }
  })

  it('gives a store made before the moments per minute those of the views it counted (step 9)', () =>
    migratedAndIngested(async (before, after) => {
      // `before` is counted as a store before step 9 counted it: no moments, no minute a view metric.
      await insertViews(before, views)
      await before.query('DROP TABLE health_moments')
      await before.query('ALTER TABLE view_metrics DROP COLUMN minute')
      await before.query('DELETE FROM schema_migrations WHERE version = 9')
      expect(await migrate(before, migrations)).toEqual([9])
      await insertViews(after, views)
      expect(await rollupOf(before)).toEqual(await rollupOf(after))
      expect((await rollupOf(before)).moments.length).toBeGreaterThan(4)
      // Raised after the step, a view's metric moves its moments as ingest moves them.
      const later: TestView[] = [{ builds: canary, at: at(20), lcp: 2500, view, pageView: false }]
      await insertViews(before, later)
      await insertViews(after, later)
      expect(await rollupOf(before)).toEqual(await rollupOf(after))
    }))

  it("dates a view whose events have expired at its slot's first minute (step 9)", async () => {
    const db = await openEventsDb()
    try {
      await insertViews(db, views)
      await db.query('DROP TABLE health_moments')
      await db.query('ALTER TABLE view_metrics DROP COLUMN minute')
      await db.query('DELETE FROM schema_migrations WHERE version = 9')
      await db.query('DELETE FROM events')
      await migrate(db, migrations)
      const { rows } = await db.query<{ dated: number }>(
        'SELECT count(*)::int AS dated FROM view_metrics WHERE minute = slot',
      )
      const { rows: all } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM view_metrics')
      expect(rows[0]!.dated).toBe(all[0]!.n)
      const moments = await momentsOf(db)
      expect(moments.find((row) => row.remote === 'faq' && row.source === 'canary')).toMatchObject({
        minute: new Date('2026-11-20T10:10:00Z'),
        sum: 1500,
      })
    } finally {
      await db.close()
    }
  })
})
