// @vitest-environment node
import { randomLcg, randomLogNormal } from 'd3-random'
import { describe, expect, it } from 'vitest'
import { judge, judgeMetric, overallVerdict, type Cell, type Stratum } from './judge'
import { momentsOf, NO_MOMENTS } from './statistics'
import { DEFAULT_THRESHOLDS } from './thresholds'

const { errors, lcp } = DEFAULT_THRESHOLDS

/** LCP-like values: log-normal around `median` ms, drawn from a fixed seed. */
function lcpValues(count: number, median: number, seed: number): number[] {
  const draw = randomLogNormal.source(randomLcg(seed))(Math.log(median), 0.5)
  return Array.from({ length: count }, () => Math.round(draw()))
}

/** One arm of one time bucket: page views, errors, and LCP values (the other vitals empty). */
function cell(pageViews: number, erroredViews: number, lcpMs: readonly number[] = []): Cell {
  const none = { lcp: NO_MOMENTS, inp: NO_MOMENTS, cls: NO_MOMENTS, live: NO_MOMENTS }
  return {
    pageViews,
    erroredViews,
    vitals: { ...none, lcp: momentsOf(lcpMs) },
    logVitals: { ...none, lcp: momentsOf(lcpMs.map((value) => Math.log1p(value))) },
  }
}
const bucket = (stable: Cell, canary: Cell): Stratum => ({ stable, canary })
const errorsOf = (...strata: Stratum[]) => judgeMetric('errors', strata, errors)
const lcpOf = (...strata: Stratum[]) => judgeMetric('lcp', strata, lcp)

describe('judgeMetric: errors, the canary share of all errors against its share of views', () => {
  it('never fails a canary on one error in its first 60 views (stable 0 of 1 140)', () => {
    const judged = errorsOf(bucket(cell(1140, 0), cell(60, 1)))
    expect(judged.verdict).toBe('inconclusive')
    expect(judged.excess!.lower).toBeLessThan(judged.allowed)
  })

  it('fails ten times the errors within a thousand canary views at a 5 % share, and never passes it', () => {
    expect(errorsOf(bucket(cell(1900, 4), cell(100, 2))).verdict).not.toBe('pass')
    const judged = errorsOf(bucket(cell(19_000, 38), cell(1000, 20)))
    expect(judged.verdict).toBe('fail')
    expect(judged.excess!.lower).toBeGreaterThan(judged.allowed)
    expect(judged.relativeChange).toBeCloseTo(9, 0)
  })

  it('allows a rate ratio, with a floor near a zero baseline: 3 errors in 1 000 against none in 19 000 is no failure', () => {
    const judged = errorsOf(bucket(cell(19_000, 0), cell(1000, 3)))
    expect(judged.allowed).toBeGreaterThan(5)
    expect(judged.verdict).toBe('inconclusive')
  })

  it('is not moved by an incident both arms share: only views of the same bucket are compared', () => {
    // Ten times the errors for everyone in the second bucket, where the canary has half the views.
    const quiet = bucket(cell(9500, 19), cell(500, 1))
    const incident = bucket(cell(5000, 100), cell(5000, 100))
    const judged = errorsOf(quiet, incident)
    expect(judged.excess!.lower).toBeLessThan(1)
    expect(judged.excess!.upper).toBeGreaterThan(1)
    expect(judged.verdict).not.toBe('fail')
    // Pooled, the same counts read as a canary with 3.7 times the errors.
    const pooled = errorsOf(bucket(cell(14_500, 119), cell(5500, 101)))
    expect(pooled.verdict).toBe('fail')
  })

  it('excludes a tenfold regression once the errors seen allow it, and shows the power against one', () => {
    const early = errorsOf(bucket(cell(1900, 4), cell(100, 0)))
    const later = errorsOf(bucket(cell(38_000, 76), cell(2000, 4)))
    expect(early.power).toBeLessThan(0.5)
    expect(later.power).toBeGreaterThan(0.9)
    expect(early.excess!.upper).toBeGreaterThan(early.detectBound)
    expect(later.excess!.upper).toBeLessThanOrEqual(later.detectBound)
  })
})

describe('judgeMetric: timings, the ratio of geometric means', () => {
  const stable = lcpValues(8000, 2000, 1)

  it('fails LCP 1.3× stable on 400 canary views', () => {
    const judged = lcpOf(bucket(cell(8000, 0, stable), cell(400, 0, lcpValues(400, 2600, 2))))
    expect(judged.verdict).toBe('fail')
    expect(judged.excess!.lower).toBeGreaterThan(1.1)
    expect(judged.relativeChange).toBeGreaterThan(0.2)
  })

  it('passes the same distribution once the interval lies within the allowance, and has the power by then', () => {
    const judged = lcpOf(bucket(cell(8000, 0, stable), cell(2000, 0, lcpValues(2000, 2000, 3))))
    expect(judged.verdict).toBe('pass')
    expect(judged.excess!.upper).toBeLessThanOrEqual(1.1)
    expect(judged.power).toBeGreaterThan(0.9)
  })

  it('is not moved by a few very slow views: a geometric mean is not a mean', () => {
    const slow = [...lcpValues(1970, 2000, 5), ...Array.from({ length: 30 }, () => 30_000)]
    expect(lcpOf(bucket(cell(8000, 0, stable), cell(2000, 0, slow))).verdict).not.toBe('fail')
  })

  it('compares like with like: a trend both arms share does not fail the canary whose views came later', () => {
    // LCP 2 000 ms early, 3 200 ms later in both arms; the canary mostly later, at its larger step.
    const early = bucket(cell(1900, 0, lcpValues(1900, 2000, 6)), cell(100, 0, lcpValues(100, 2000, 7)))
    const late = bucket(cell(1000, 0, lcpValues(1000, 3200, 8)), cell(1000, 0, lcpValues(1000, 3200, 9)))
    expect(lcpOf(early, late).verdict).not.toBe('fail')
    const pooled = bucket(
      cell(2900, 0, [...lcpValues(1900, 2000, 6), ...lcpValues(1000, 3200, 8)]),
      cell(1100, 0, [...lcpValues(100, 2000, 7), ...lcpValues(1000, 3200, 9)]),
    )
    expect(lcpOf(pooled).verdict).toBe('fail')
  })

  it('is inconclusive below the minimum sample of either arm, even with the interval beyond', () => {
    const judged = lcpOf(
      bucket(
        cell(8000, 0, stable),
        cell(
          49,
          0,
          Array.from({ length: 49 }, () => 9000),
        ),
      ),
    )
    expect(judged).toMatchObject({ verdict: 'inconclusive', reason: '49 of the 50 values needed per arm' })
    expect(lcpOf(bucket(cell(0, 0), cell(0, 0))).verdict).toBe('inconclusive')
  })
})

describe('judge', () => {
  it('gives every metric its own verdict and the release the worst of them', () => {
    const judged = judge(
      [bucket(cell(8000, 16, lcpValues(8000, 2000, 8)), cell(400, 1, lcpValues(400, 2700, 9)))],
      DEFAULT_THRESHOLDS,
    )
    expect(judged.metrics.map((metric) => metric.verdict)).toEqual([
      'inconclusive',
      'fail',
      'inconclusive',
      'inconclusive',
      'inconclusive',
    ])
    expect(judged).toMatchObject({ verdict: 'fail', bounded: false })
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
