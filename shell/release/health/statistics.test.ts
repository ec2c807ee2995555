// @vitest-environment node
import { randomBernoulli, randomLcg, randomLogNormal, randomNormal } from 'd3-random'
import { describe, expect, it } from 'vitest'
import { betaBinomialInterval, mean, momentsOf, normalMixtureRadius, p75, sampleVariance } from './statistics'

describe('normalMixtureRadius', () => {
  it('is the normal mixture boundary: √(V(V + τ²)/τ² · (2 ln(1/α) + ln(1 + τ²/V)))', () => {
    // V = 1, τ = 1, α = 0.05: √(2 · (2 ln 20 + ln 2)) = 3.65637…
    expect(normalMixtureRadius(1, 0.05, 1)).toBeCloseTo(Math.sqrt(2 * (2 * Math.log(20) + Math.log(2))), 12)
    expect(normalMixtureRadius(0, 0.05, 1)).toBe(0)
  })

  it('is wider than a test at one look, and narrows as the variance falls', () => {
    expect(normalMixtureRadius(1, 0.05, 1)).toBeGreaterThan(1.96)
    expect(normalMixtureRadius(0.01, 0.05, 1)).toBeLessThan(normalMixtureRadius(1, 0.05, 1) / 5)
  })

  it('covers the mean at every look at once in at least 1 − α of running samples', () => {
    const normal = randomNormal.source(randomLcg(20_261_128))(0, 1)
    const [runs, looks, alpha] = [400, 1000, 0.1]
    let [missed, missedAtOneLook] = [0, 0]
    for (let run = 0; run < runs; run += 1) {
      let [sum, seenMiss, seenFixedMiss] = [0, false, false]
      for (let n = 1; n <= looks; n += 1) {
        sum += normal()
        const error = Math.abs(sum / n)
        seenMiss ||= error > normalMixtureRadius(1 / n, alpha, 0.1)
        // The 90 % interval of a test valid at one look: 1.645 standard errors.
        seenFixedMiss ||= error > 1.645 / Math.sqrt(n)
      }
      missed += Number(seenMiss)
      missedAtOneLook += Number(seenFixedMiss)
    }
    expect(missed / runs).toBeLessThanOrEqual(alpha)
    // Looked at as often, the one-look interval misses several times as often as it claims.
    expect(missedAtOneLook / runs).toBeGreaterThan(3 * alpha)
  })
})

describe('betaBinomialInterval', () => {
  const prior = [
    { a: 0.5, b: 99.5, weight: 0.5 },
    { a: 0.5, b: 0.5, weight: 0.5 },
  ]

  it('holds the observed share, starts at 0 without a hit and ends at 1 with all hits', () => {
    const one = betaBinomialInterval(1, 60, 0.001, prior)
    expect(one.lower).toBeLessThan(1 / 60)
    expect(one.upper).toBeGreaterThan(1 / 60)
    expect(betaBinomialInterval(0, 1140, 0.001, prior).lower).toBe(0)
    expect(betaBinomialInterval(5, 5, 0.001, prior).upper).toBe(1)
    expect(betaBinomialInterval(0, 0, 0.001, prior)).toEqual({ lower: 0, upper: 1 })
  })

  it('reads one error in sixty views as weak evidence: the interval still reaches far above and near 0', () => {
    const one = betaBinomialInterval(1, 60, 0.001, prior)
    expect(one.lower).toBeLessThan(0.0005)
    expect(one.upper).toBeGreaterThan(0.1)
  })

  it('narrows as views accumulate at the same share', () => {
    const few = betaBinomialInterval(4, 2000, 0.001, prior)
    const many = betaBinomialInterval(76, 38_000, 0.001, prior)
    expect(many.upper - many.lower).toBeLessThan((few.upper - few.lower) / 3)
  })

  it('covers the share at every look at once in at least 1 − α of running samples', () => {
    const bernoulli = randomBernoulli.source(randomLcg(7))(0.01)
    const [runs, looks, alpha] = [300, 3000, 0.1]
    let missed = 0
    for (let run = 0; run < runs; run += 1) {
      let hits = 0
      for (let n = 1; n <= looks; n += 1) {
        hits += bernoulli()
        // Every tenth view: the judge looks often, not at every view.
        if (n % 10 !== 0) continue
        const { lower, upper } = betaBinomialInterval(hits, n, alpha, prior)
        if (lower > 0.01 || upper < 0.01) {
          missed += 1
          break
        }
      }
    }
    expect(missed / runs).toBeLessThanOrEqual(alpha)
  })
})

describe('moments', () => {
  it('give the mean and the sample variance of the values', () => {
    const values = randomLogNormal.source(randomLcg(3))(7.5, 0.5)
    const sample = Array.from({ length: 500 }, () => values())
    const moments = momentsOf(sample)
    const average = sample.reduce((sum, value) => sum + value, 0) / sample.length
    const variance = sample.reduce((sum, value) => sum + (value - average) ** 2, 0) / (sample.length - 1)
    expect(mean(moments)).toBeCloseTo(average, 6)
    expect(sampleVariance(moments)).toBeCloseTo(variance, 3)
    expect(mean(momentsOf([]))).toBeNull()
    expect(sampleVariance(momentsOf([3]))).toBe(0)
  })
})

describe('p75', () => {
  it('interpolates between closest ranks, as percentile_cont does', () => {
    expect(p75([1, 2, 3, 4, 5])).toBe(4)
    expect(p75([])).toBeNull()
  })
})
