// @vitest-environment node
import { randomBinomial, randomLcg } from 'd3-random'
import { describe, expect, it } from 'vitest'
import { logRateRatioInterval, rateRatioPower, type ErrorStratum } from './rate-ratio'

const stratum = (
  stableViews: number,
  canaryViews: number,
  stableErrors: number,
  canaryErrors: number,
): ErrorStratum => ({
  stableViews,
  canaryViews,
  stableErrors,
  canaryErrors,
})

describe('logRateRatioInterval', () => {
  it('holds the observed ratio, and knows nothing without errors', () => {
    const { lower, upper } = logRateRatioInterval([stratum(19_000, 1000, 38, 20)], 0.01, 0.05)
    expect(Math.exp(lower)).toBeLessThan(10)
    expect(Math.exp(upper)).toBeGreaterThan(10)
    expect(Math.exp(lower)).toBeGreaterThan(3)
    const none = logRateRatioInterval([stratum(1900, 100, 0, 0)], 0.01, 0.05)
    expect(none.lower).toBeLessThan(-10)
    expect(none.upper).toBeGreaterThan(10)
  })

  it('fails a build that errs on every page in its first views', () => {
    expect(Math.exp(logRateRatioInterval([stratum(1900, 10, 4, 10)], 0.004, 0.05).lower)).toBeGreaterThan(10)
  })

  it('holds its level at every look at once: identical arms under a changing split and an incident', () => {
    const uniform = randomLcg(5)
    const binomial = randomBinomial.source(uniform)
    const [runs, alpha] = [200, 0.05]
    let crossed = 0
    for (let run = 0; run < runs; run += 1) {
      const strata: ErrorStratum[] = []
      for (let look = 0; look < 40; look += 1) {
        const share = look < 10 ? 0.05 : look < 20 ? 0.25 : 0.5
        const rate = look >= 25 && look < 30 ? 0.02 : 0.002
        const [canaryViews, stableViews] = [Math.round(200 * share), Math.round(200 * (1 - share))]
        strata.push(
          stratum(stableViews, canaryViews, binomial(stableViews, rate)(), binomial(canaryViews, rate)()),
        )
        // The null at the boundary itself: the ratio is 1, tested against 1.
        if (logRateRatioInterval(strata, alpha, 0.05).lower > 0) {
          crossed += 1
          break
        }
      }
    }
    expect(crossed / runs).toBeLessThanOrEqual(alpha)
  })
})

describe('rateRatioPower', () => {
  it('grows with exposure, and is higher against a larger regression', () => {
    const views = (canary: number) => [stratum(canary * 19, canary, 0, 0)]
    const [theta0, alpha] = [Math.log(1.1), 0.004]
    expect(rateRatioPower(views(100), 0.002, theta0, Math.log(10), alpha)).toBeLessThan(0.3)
    expect(rateRatioPower(views(2000), 0.002, theta0, Math.log(10), alpha)).toBeGreaterThan(0.95)
    expect(rateRatioPower(views(500), 0.002, theta0, Math.log(10), alpha)).toBeGreaterThan(
      rateRatioPower(views(500), 0.002, theta0, Math.log(3), alpha),
    )
  })
})
