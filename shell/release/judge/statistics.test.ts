// @vitest-environment node
import { randomLcg, randomLogNormal, randomNormal } from 'd3-random'
import { describe, expect, it } from 'vitest'
import { mean, momentsOf, normalMixtureRadius, p75, sampleVariance } from './statistics'

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
