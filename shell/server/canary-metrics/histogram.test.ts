// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { p75 } from './moments'
import { readHistogram, type HistogramRow } from './histogram'

function histogram(arm: HistogramRow['arm'], values: number[]): HistogramRow[] {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ arm, value, count }))
}

describe('readHistogram', () => {
  it('gives the count and percentiles of each arm as if its values were listed one by one', () => {
    const stable = [1, 2, 2, 3, 3, 3, 5]
    const canary = [2, 3, 4, 4, 5, 6, 6, 7]
    const read = readHistogram([...histogram('canary', canary), ...histogram('stable', stable)])
    expect(read.stable.n).toBe(7)
    expect(read.canary.n).toBe(8)
    expect(read.stable.p75).toBe(p75(stable))
    expect(read.canary.p75).toBe(p75(canary))
    expect(read.canary.quantiles).toHaveLength(19)
  })

  it('reports an arm without values as empty', () => {
    expect(readHistogram(histogram('stable', [4, 4])).canary).toEqual({ n: 0, p75: null, quantiles: [] })
  })
})
