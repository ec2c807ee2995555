// @vitest-environment node
/**
 * Like with like (decision 0107): a step change in the middle of one of the window's equal buckets,
 * with a trend both arms share from that moment (LCP three times as long, errors ten times as
 * many). Read from a real store, the judge sees no regression when the route cuts its buckets at the
 * step; the same data in the equal buckets alone is biased: the straddled bucket's canary views
 * are mostly after the step, its stable views mostly before.
 */
import { randomLcg, randomLogNormal } from 'd3-random'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { healthAggregates } from 'site-server/canary-metrics/aggregates'
import { openEventsDb, type EventsDb } from 'site-server/events-db/open'
import { insertViews, type TestView } from 'site-server/test-support/test-events'
import { judge, strataOf } from './judge'
import { DEFAULT_THRESHOLDS } from './thresholds'

const SINCE = Date.parse('2026-11-20T10:00:00Z')
const UNTIL = SINCE + 2 * 3_600_000
/** 5 % → 50 % half way through the last equal bucket (11:55–12:00). */
const STEP = new Date('2026-11-20T11:57:30Z')
const VIEWS_A_MINUTE = 60

let db: EventsDb

beforeAll(async () => {
  db = await openEventsDb()
  const stable = { faq: { build: 'b41', source: 'stable' } }
  const canary = { faq: { build: 'b42', source: 'canary' } }
  const draw = randomLogNormal.source(randomLcg(7))(Math.log(2000), 0.4)
  const views: TestView[] = []
  // One view a second; the arms split by a view's bucket as the shell splits them, each arm's every
  // 100th view failing before the step, every 10th after it.
  const served = { stable: 0, canary: 0 }
  for (let second = 0; second < (UNTIL - SINCE) / 1000; second += 1) {
    const at = new Date(SINCE + second * 1000)
    const after = at >= STEP
    const arm = (second * 37) % 100 < (after ? 50 : 5) ? 'canary' : 'stable'
    served[arm] += 1
    views.push({
      builds: arm === 'canary' ? canary : stable,
      at,
      lcp: Math.round(draw() * (after ? 3 : 1)),
      failed: served[arm] % (after ? 10 : 100) === 0 ? 'faq' : undefined,
    })
  }
  expect(views.length).toBe(120 * VIEWS_A_MINUTE)
  await insertViews(db, views)
}, 120_000)
afterAll(() => db.close())

const judged = async (cuts?: Date[]) => {
  const data = await healthAggregates(db, {
    remote: 'faq',
    stableBuild: 'b41',
    canaryBuild: 'b42',
    since: new Date(SINCE),
    until: new Date(UNTIL),
    cuts,
  })
  const judgement = judge(strataOf(data), DEFAULT_THRESHOLDS)
  return { data, metric: (key: string) => judgement.metrics.find((metric) => metric.metric === key)! }
}

describe('a trend both arms share from a step change on', { timeout: 60_000 }, () => {
  it('moves nothing when the buckets are cut at the step', async () => {
    const { data, metric } = await judged([STEP])
    expect(data.stable.series).toHaveLength(25)
    expect(data.cuts).toEqual([STEP.toISOString()])
    // The minute of the step (views under either split) is counted in the arms, in no bucket.
    const bucketed = (['stable', 'canary'] as const).flatMap((arm) => data[arm].series)
    expect(bucketed.reduce((sum, point) => sum + point.pageViews, 0)).toBe(119 * VIEWS_A_MINUTE)
    expect(data.stable.pageViews + data.canary.pageViews).toBe(120 * VIEWS_A_MINUTE)
    expect(metric('lcp').verdict).not.toBe('fail')
    expect(Math.abs(metric('lcp').relativeChange!)).toBeLessThan(0.02)
    expect(metric('errors').verdict).not.toBe('fail')
    expect(Math.abs(metric('errors').relativeChange!)).toBeLessThan(0.15)
  })

  it('is taken for a regression of the canary in the equal buckets alone', async () => {
    const { metric } = await judged()
    // LCP +9 % and errors +39 % where the cut buckets see +0.0 % and −6 %: the shared trend, taken
    // for the canary's (the straddled bucket's canary views are mostly after the step).
    expect(metric('lcp').relativeChange!).toBeGreaterThan(0.07)
    expect(metric('errors').relativeChange!).toBeGreaterThan(0.3)
  })
})
