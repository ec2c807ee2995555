/**
 * Ranks and percentiles of two arms read off their joint histogram (value → count per arm, sorted
 * by value), as if every value were listed: a group of t equal values shares the average of its t
 * ranks and adds t³ − t to the tie term; percentiles interpolate between closest ranks, as
 * percentile_cont does.
 */
import type { ArmKey, VitalArm } from './aggregates'
import { DISTRIBUTION_STEPS } from './aggregates'

export interface HistogramRow {
  arm: ArmKey
  value: number
  count: number
}

/** The value at sorted position `index` (0-based) of one arm's histogram. */
function valueAt(bins: ReadonlyArray<{ value: number; end: number }>, index: number): number {
  return bins.find((bin) => index < bin.end)!.value
}

function quantile(bins: ReadonlyArray<{ value: number; end: number }>, n: number, p: number): number {
  const position = (n - 1) * p
  const lower = valueAt(bins, Math.floor(position))
  const upper = valueAt(bins, Math.ceil(position))
  return lower + (position - Math.floor(position)) * (upper - lower)
}

export function rankHistogram(rows: readonly HistogramRow[]): Record<ArmKey, VitalArm> & { tieTerm: number } {
  const values = [...new Set(rows.map((row) => row.value))].sort((a, b) => a - b)
  const counts = new Map(rows.map((row) => [`${row.arm} ${row.value}`, row.count]))
  const arms = {
    stable: { n: 0, rankSum: 0, bins: [] as Array<{ value: number; end: number }> },
    canary: { n: 0, rankSum: 0, bins: [] as Array<{ value: number; end: number }> },
  }
  let below = 0
  let tieTerm = 0
  for (const value of values) {
    const stable = counts.get(`stable ${value}`) ?? 0
    const canary = counts.get(`canary ${value}`) ?? 0
    const tied = stable + canary
    const averageRank = below + (tied + 1) / 2
    for (const [arm, count] of [
      [arms.stable, stable],
      [arms.canary, canary],
    ] as const) {
      if (count === 0) continue
      arm.rankSum += count * averageRank
      arm.n += count
      arm.bins.push({ value, end: arm.n })
    }
    tieTerm += tied ** 3 - tied
    below += tied
  }
  const summary = ({ n, rankSum, bins }: (typeof arms)['stable']): VitalArm =>
    n === 0
      ? { n: 0, p75: null, rankSum: 0, quantiles: [] }
      : {
          n,
          rankSum,
          p75: quantile(bins, n, 0.75),
          quantiles: DISTRIBUTION_STEPS.map((step) => quantile(bins, n, step)),
        }
  return { stable: summary(arms.stable), canary: summary(arms.canary), tieTerm }
}
