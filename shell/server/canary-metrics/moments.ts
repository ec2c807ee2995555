/**
 * What the judge needs of one arm's values, summed where the values are (server/canary-metrics/aggregates.ts,
 * in SQL), so that a canary's health reads sums, not every value. The judge's intervals over them are
 * the release tools' (release-tools/judge/statistics).
 */
import { quantile } from 'simple-statistics'

/** What a mean needs of one arm's values: how many, their sum and the sum of their squares. */
export interface Moments {
  n: number
  sum: number
  sumSquares: number
}

export const NO_MOMENTS: Moments = { n: 0, sum: 0, sumSquares: 0 }

export function addMoments(a: Moments, b: Moments): Moments {
  return { n: a.n + b.n, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares }
}

export function momentsOf(values: readonly number[]): Moments {
  let [sum, sumSquares] = [0, 0]
  for (const value of values) {
    sum += value
    sumSquares += value * value
  }
  return { n: values.length, sum, sumSquares }
}

/** The 75th percentile, interpolated between closest ranks (as Postgres' percentile_cont). */
export function p75(values: readonly number[]): number | null {
  return values.length === 0 ? null : quantile([...values], 0.75)
}
