// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mannWhitney, p75 } from '../../scripts/release/health/statistics'
import { rankHistogram, type HistogramRow } from './histogram'

function histogram(arm: HistogramRow['arm'], values: number[]): HistogramRow[] {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ arm, value, count }))
}

describe('rankHistogram', () => {
  it('gives the rank sums, tie term and percentiles of the values listed one by one', () => {
    const stable = [1, 2, 2, 3, 3, 3, 5]
    const canary = [2, 3, 4, 4, 5, 6, 6, 7]
    const ranked = rankHistogram([...histogram('canary', canary), ...histogram('stable', stable)])
    // SciPy's mannwhitneyu on these values gives U = 10 for the first sample (see statistics.test.ts).
    expect(ranked.canary.rankSum - (8 * 9) / 2).toBe(mannWhitney(stable, canary)!.u2)
    expect(ranked.stable.rankSum + ranked.canary.rankSum).toBe((15 * 16) / 2)
    expect(ranked.tieTerm).toBe(102)
    expect(ranked.stable.p75).toBe(p75(stable))
    expect(ranked.canary.p75).toBe(p75(canary))
    expect(ranked.canary.quantiles).toHaveLength(19)
  })

  it('reports an arm without values as empty', () => {
    expect(rankHistogram(histogram('stable', [4, 4])).canary).toEqual({
      n: 0,
      p75: null,
      rankSum: 0,
      quantiles: [],
    })
  })
})
