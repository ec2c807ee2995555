/**
 * Percentiles of two arms read off their joint histogram (value → count per arm, sorted by value),
 * as if every value were listed: they interpolate between closest ranks, as percentile_cont does.
 */
import { DISTRIBUTION_STEPS, type ArmKey, type VitalArm } from './arms'

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

export function readHistogram(rows: readonly HistogramRow[]): Record<ArmKey, Omit<VitalArm, 'moments'>> {
  const values = [...new Set(rows.map((row) => row.value))].sort((a, b) => a - b)
  const counts = new Map(rows.map((row) => [`${row.arm} ${row.value}`, row.count]))
  const arms = {
    stable: { n: 0, bins: [] as Array<{ value: number; end: number }> },
    canary: { n: 0, bins: [] as Array<{ value: number; end: number }> },
  }
  for (const value of values)
    for (const key of ['stable', 'canary'] as const) {
      const count = counts.get(`${key} ${value}`) ?? 0
      if (count === 0) continue
      arms[key].n += count
      arms[key].bins.push({ value, end: arms[key].n })
    }
  const summary = ({ n, bins }: (typeof arms)['stable']): Omit<VitalArm, 'moments'> =>
    n === 0
      ? { n: 0, p75: null, quantiles: [] }
      : {
          n,
          p75: quantile(bins, n, 0.75),
          quantiles: DISTRIBUTION_STEPS.map((step) => quantile(bins, n, step)),
        }
  return { stable: summary(arms.stable), canary: summary(arms.canary) }
}
