// @vitest-environment node
import { randomLcg, randomLogNormal } from 'd3-random'
import { describe, expect, it } from 'vitest'
import { judge, judgeMetric, overallVerdict, type ArmEvidence } from './judge'
import { momentsOf, type Moments } from './statistics'
import { DEFAULT_THRESHOLDS } from './thresholds'

const { errors, lcp } = DEFAULT_THRESHOLDS
const share = (hits: number, n: number) => ({ hits, n })
const judgeErrors = (stable: { hits: number; n: number }, canary: { hits: number; n: number }) =>
  judgeMetric('errors', { kind: 'share', stable, canary }, errors)

/** LCP-like values: log-normal around `median` ms, drawn from a fixed seed. */
function lcpValues(count: number, median: number, seed: number): number[] {
  const draw = randomLogNormal.source(randomLcg(seed))(Math.log(median), 0.5)
  return Array.from({ length: count }, () => draw())
}
const judgeLcp = (stable: Moments, canary: Moments) =>
  judgeMetric('lcp', { kind: 'mean', stable, canary }, lcp)

describe('judgeMetric: errors, exact at small counts', () => {
  it('never fails a canary on one error in its first 60 views (stable 0 of 1 140)', () => {
    const judged = judgeErrors(share(0, 1140), share(1, 60))
    expect(judged.verdict).toBe('inconclusive')
    expect(judged.excess!.lower).toBeLessThan(errors.slack)
    expect(judged.excess!.upper).toBeGreaterThan(errors.slack)
  })

  it('never passes ten times the errors (2 % of 100 against 0.2 % of 1 900), and fails it once the views show it', () => {
    expect(judgeErrors(share(4, 1900), share(2, 100)).verdict).not.toBe('pass')
    expect(judgeErrors(share(4, 1900), share(0, 100)).verdict).not.toBe('pass')
    expect(judgeErrors(share(76, 38_000), share(60, 3000)).verdict).toBe('fail')
  })

  it('passes only with evidence: the same share over enough views, not a few views without errors', () => {
    expect(judgeErrors(share(0, 1900), share(0, 100)).verdict).toBe('inconclusive')
    expect(judgeErrors(share(76, 38_000), share(16, 8000))).toMatchObject({ verdict: 'pass', allowed: 0.005 })
  })
})

describe('judgeMetric: means, by their confidence sequence', () => {
  const stable = momentsOf(lcpValues(8000, 2000, 1))

  it('fails LCP 1.3× stable on 400 canary views', () => {
    const judged = judgeLcp(stable, momentsOf(lcpValues(400, 2600, 2)))
    expect(judged.verdict).toBe('fail')
    expect(judged.excess!.lower).toBeGreaterThan(lcp.slack)
    expect(judged.relativeChange).toBeGreaterThan(0.2)
  })

  it('passes the same distribution once the interval lies within the allowance', () => {
    const judged = judgeLcp(stable, momentsOf(lcpValues(1000, 2000, 3)))
    expect(judged.verdict).toBe('pass')
    expect(judged.excess!.upper).toBeLessThanOrEqual(lcp.slack)
  })

  it('stays inconclusive while the interval crosses the allowance, however many values', () => {
    // +14 % with a 10 % + 100 ms allowance: right at its edge.
    const judged = judgeLcp(stable, momentsOf(lcpValues(8000, 2280, 4)))
    expect(judged.excess!.lower).toBeLessThan(lcp.slack)
    expect(judged.excess!.upper).toBeGreaterThan(lcp.slack)
    expect(judged).toMatchObject({ verdict: 'inconclusive', n: { stable: 8000, canary: 8000 } })
  })

  it('is inconclusive below the minimum sample of either arm, even with the interval beyond', () => {
    const judged = judgeLcp(stable, momentsOf(Array.from({ length: 49 }, () => 9000)))
    expect(judged.excess!.lower).toBeGreaterThan(lcp.slack)
    expect(judged).toMatchObject({ verdict: 'inconclusive', reason: '49 of the 50 values needed per arm' })
    expect(judgeLcp(momentsOf([]), momentsOf([])).verdict).toBe('inconclusive')
  })

  it('judges a metric whose decrease is bad the other way round', () => {
    const decrease = { ...lcp, bad: 'decrease' as const }
    const lower = momentsOf(lcpValues(400, 1400, 6))
    expect(judgeMetric('lcp', { kind: 'mean', stable, canary: lower }, decrease).verdict).toBe('fail')
    const higher = momentsOf(lcpValues(400, 2600, 7))
    expect(judgeMetric('lcp', { kind: 'mean', stable, canary: higher }, decrease).verdict).toBe('pass')
  })
})

describe('judge', () => {
  it('gives every metric its own verdict and the release the worst of them', () => {
    const arm = (pageViews: number, erroredViews: number, lcpMedian: number, seed: number): ArmEvidence => {
      const moments = momentsOf(lcpValues(pageViews, lcpMedian, seed))
      const vital = { moments }
      return {
        pageViews,
        erroredViews,
        vitals: { lcp: vital, inp: vital, cls: { moments: momentsOf([]) }, live: vital },
      }
    }
    const judged = judge({ stable: arm(8000, 16, 2000, 8), canary: arm(400, 1, 2700, 9) }, DEFAULT_THRESHOLDS)
    expect(judged.metrics.map((metric) => metric.verdict)).toEqual([
      'inconclusive',
      'fail',
      'inconclusive',
      'inconclusive',
      'fail',
    ])
    expect(judged.verdict).toBe('fail')
  })
})

describe('overallVerdict', () => {
  it('fails on any failing metric, is inconclusive on any inconclusive one, else passes', () => {
    expect(overallVerdict(['pass', 'inconclusive', 'fail'])).toBe('fail')
    expect(overallVerdict(['pass', 'inconclusive', 'pass'])).toBe('inconclusive')
    expect(overallVerdict(['pass', 'pass'])).toBe('pass')
    expect(overallVerdict([])).toBe('inconclusive')
  })
})
