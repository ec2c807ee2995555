// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mannWhitney, p75, rankSummary, twoProportions } from './statistics'

describe('mannWhitney', () => {
  it('reproduces the tortoise and hare example of Wikipedia ("Mann–Whitney U test", Illustration of calculation methods)', () => {
    // Finishing order T H H H H H T T T T T H: each animal's place is its time's rank.
    const hares = [2, 3, 4, 5, 6, 12]
    const tortoises = [1, 7, 8, 9, 10, 11]
    const result = mannWhitney(hares, tortoises)!
    // U_T = 11 (pairs a tortoise wins), U_H = 25, U_T + U_H = 6 × 6.
    expect(result.u1).toBe(11)
    expect(result.u2).toBe(25)
    // SciPy mannwhitneyu(method='asymptotic') on the same data: p = 0.2979530616081678
    expect(result.pValue).toBeCloseTo(0.2979530616081678, 6)
  })

  it("reproduces SciPy's documented example (scipy.stats.mannwhitneyu, males and females): U = 17, p = 0.11134688653314041", () => {
    const males = [19, 22, 16, 29, 24]
    const females = [20, 11, 17, 12]
    const result = mannWhitney(females, males)!
    expect(result.u2).toBe(17)
    expect(result.pValue).toBeCloseTo(0.11134688653314041, 6)
    expect(result.z).toBeGreaterThan(0)
  })

  it('corrects for ties as SciPy does (p = 0.03971608699701135 with method="asymptotic")', () => {
    const first = [1, 2, 2, 3, 3, 3, 5]
    const second = [2, 3, 4, 4, 5, 6, 6, 7]
    // Σ(t³ − t): 2 three times, 3 four times, 4, 5 and 6 twice each
    expect(rankSummary(first, second).tieTerm).toBe(24 + 60 + 6 + 6 + 6)
    expect(mannWhitney(first, second)!.pValue).toBeCloseTo(0.03971608699701135, 6)
  })

  it('finds no difference when every value is the same, and no test without data', () => {
    expect(mannWhitney([3, 3, 3], [3, 3])!.pValue).toBe(1)
    expect(mannWhitney([], [1, 2])).toBeNull()
  })
})

describe('p75', () => {
  it('interpolates between ranks as percentile_cont does', () => {
    expect(p75([1, 2, 3, 4, 5])).toBe(4)
    expect(p75([10, 20, 30, 40])).toBe(32.5)
    expect(p75([])).toBeNull()
  })
})

describe('twoProportions', () => {
  it('finds 30 errors in 100 against 10 in 100 significant (z ≈ 3.54)', () => {
    const result = twoProportions({ hits: 10, n: 100 }, { hits: 30, n: 100 })!
    expect(result.z).toBeCloseTo(3.5355, 3)
    expect(result.pValue).toBeLessThan(0.001)
  })

  it('finds equal shares no difference, and two arms without errors no difference either', () => {
    expect(twoProportions({ hits: 5, n: 100 }, { hits: 5, n: 100 })!.pValue).toBeCloseTo(1, 6)
    expect(twoProportions({ hits: 0, n: 100 }, { hits: 0, n: 80 })).toEqual({ z: 0, pValue: 1 })
    expect(twoProportions({ hits: 0, n: 0 }, { hits: 0, n: 80 })).toBeNull()
  })
})
