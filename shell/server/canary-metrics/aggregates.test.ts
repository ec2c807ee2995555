// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { momentsOf, NO_MOMENTS, p75 } from './moments'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { healthAggregates } from './aggregates'
import { insertViews, type TestView } from '../test-support/test-events'

let db: EventsDb
const since = new Date('2026-11-20T10:00:00Z')
const until = new Date('2026-11-20T12:00:00Z')
const stableStamp = { faq: { build: 'b41', source: 'stable' }, home: { build: 'h1', source: 'stable' } }
const canaryStamp = { faq: { build: 'b42', source: 'canary' }, home: { build: 'h1', source: 'stable' } }
// Values repeat on purpose: the histogram keeps one row a value, with its count.
const stableLcp = Array.from({ length: 40 }, (_, index) => 1000 + (index % 13) * 50)
const canaryLcp = Array.from({ length: 30 }, (_, index) => 1100 + (index % 7) * 50)
const minute = (index: number) => new Date(since.getTime() + index * 60_000)

beforeAll(async () => {
  db = await openEventsDb()
  const views: TestView[] = [
    ...stableLcp.map((lcp, index) => ({ builds: stableStamp, at: minute(index), lcp })),
    ...canaryLcp.map((lcp, index) => ({
      builds: canaryStamp,
      at: minute(index),
      lcp,
      failed: index < 6 ? 'faq' : index < 9 ? 'home' : undefined,
    })),
    // Neither arm: a tester, another canary build, a view outside the window.
    { builds: canaryStamp, at: minute(1), lcp: 99_999, failed: 'faq', preview: true },
    { builds: { faq: { build: 'b43', source: 'canary' } }, at: minute(1), lcp: 99_999 },
    { builds: stableStamp, at: new Date(until.getTime() + 1), lcp: 99_999 },
  ]
  await insertViews(db, views)
  // A metric reported again in one view (a later beacon) counts once, its last (largest) value.
  const view = '0e7c3c0a-6a6e-4a43-8f0f-3f1f6c2b8d11'
  await insertViews(db, [{ builds: stableStamp, at: minute(50), lcp: 1000, view }])
  await insertViews(db, [{ builds: stableStamp, at: minute(51), lcp: 1600, view, pageView: false }])
  await insertViews(db, [{ builds: stableStamp, at: minute(52), lcp: 1200, view, pageView: false }])
  stableLcp.push(1600)
}, 60_000)
afterAll(() => db.close())

const aggregatesOfB42 = () =>
  healthAggregates(db, { remote: 'faq', stableBuild: 'b41', canaryBuild: 'b42', since, until })

describe('healthAggregates', () => {
  it('counts page views and errored views of each arm, by the remote named, within the window', async () => {
    const result = await aggregatesOfB42()
    expect(result.stable).toMatchObject({ build: 'b41', pageViews: 41, erroredViews: 0 })
    expect(result.canary).toMatchObject({ build: 'b42', pageViews: 30, erroredViews: 6 })
    expect(result.canary.series.reduce((sum, point) => sum + point.pageViews, 0)).toBe(30)
    expect(result.canary.series[0]).toMatchObject({ at: since.toISOString(), pageViews: 5, erroredViews: 5 })
  })

  it('reads each arm in SQL as the values in memory give them: same n, p75 and sums', async () => {
    const result = await aggregatesOfB42()
    const { lcp } = result.canary.vitals
    expect(result.stable.vitals.lcp.n).toBe(stableLcp.length)
    expect(lcp.n).toBe(canaryLcp.length)
    expect(result.stable.vitals.lcp.p75).toBeCloseTo(p75(stableLcp)!, 9)
    expect(lcp.p75).toBeCloseTo(p75(canaryLcp)!, 9)
    expect(lcp.moments).toEqual(momentsOf(canaryLcp))
    expect(result.stable.vitals.lcp.moments).toEqual(momentsOf(stableLcp))
    expect(lcp.quantiles).toHaveLength(19)
    expect(result.stable.vitals.inp).toEqual({ n: 0, p75: null, quantiles: [], moments: NO_MOMENTS })
  })

  it("splits each vital's sums over the window's buckets, adding up to the whole", async () => {
    const result = await aggregatesOfB42()
    const summed = result.canary.series.reduce((sum, point) => sum + point.vitals.lcp.n, 0)
    expect(summed).toBe(canaryLcp.length)
    expect(result.canary.series[0]!.vitals.lcp.n).toBeGreaterThan(0)
    expect(result.canary.series.at(-1)!.vitals.lcp).toEqual(NO_MOMENTS)
  })

  it('sums the logs of the values too, bucket by bucket, as the geometric means need them', async () => {
    const result = await aggregatesOfB42()
    const logs = momentsOf(canaryLcp.map((value) => Math.log1p(value)))
    const summed = result.canary.series.reduce(
      (sum, point) => ({
        n: sum.n + point.logVitals.lcp.n,
        sum: sum.sum + point.logVitals.lcp.sum,
        sumSquares: sum.sumSquares + point.logVitals.lcp.sumSquares,
      }),
      NO_MOMENTS,
    )
    expect(summed.n).toBe(logs.n)
    expect(summed.sum).toBeCloseTo(logs.sum, 6)
    expect(summed.sumSquares).toBeCloseTo(logs.sumSquares, 4)
  })
})
