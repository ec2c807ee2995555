/**
 * The tests release health judges with. Pure: the server's SQL does the ranking over a million
 * events (see server/health/aggregates.ts) and hands over rank sums; these turn them into p-values.
 */
import { errorFunction, quantile, wilcoxonRankSum } from 'simple-statistics'

export interface TestResult {
  /** Standard score of the canary arm against the stable arm: positive when the canary is higher. */
  z: number
  /** Two-sided p-value (normal approximation). */
  pValue: number
}

/** Two-sided p-value of a standard normal score. */
function twoSided(z: number): number {
  return Math.min(1, 1 - errorFunction(Math.abs(z) / Math.SQRT2))
}

/**
 * What a Mann-Whitney U test needs of two samples ranked together (average ranks for ties): the
 * sizes, the rank sum of the second sample, and Σ(t³ − t) over the groups of t tied values.
 */
export interface RankSummary {
  n1: number
  n2: number
  rankSum2: number
  tieTerm: number
}

export interface MannWhitney extends TestResult {
  /** U of the second sample: how many (first, second) pairs the second wins, ties counting half. */
  u2: number
  u1: number
}

/**
 * Mann-Whitney U test, two-sided, normal approximation with tie correction and continuity
 * correction (as R's wilcox.test and SciPy's mannwhitneyu by default). Null when a sample is empty.
 */
export function mannWhitneyFromRanks({ n1, n2, rankSum2, tieTerm }: RankSummary): MannWhitney | null {
  if (n1 === 0 || n2 === 0) return null
  const u2 = rankSum2 - (n2 * (n2 + 1)) / 2
  const u1 = n1 * n2 - u2
  const n = n1 + n2
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)))
  // Every value tied: the samples cannot differ.
  if (!(variance > 0)) return { u1, u2, z: 0, pValue: 1 }
  const difference = u2 - (n1 * n2) / 2
  const corrected = Math.sign(difference) * Math.max(0, Math.abs(difference) - 0.5)
  const z = corrected / Math.sqrt(variance)
  return { u1, u2, z, pValue: twoSided(z) }
}

/** The rank summary of two samples held in memory (tests, small reports). */
export function rankSummary(first: readonly number[], second: readonly number[]): RankSummary {
  const counts = new Map<number, number>()
  for (const value of [...first, ...second]) counts.set(value, (counts.get(value) ?? 0) + 1)
  let tieTerm = 0
  for (const t of counts.values()) tieTerm += t ** 3 - t
  return {
    n1: first.length,
    n2: second.length,
    rankSum2: second.length > 0 && first.length > 0 ? wilcoxonRankSum([...second], [...first]) : 0,
    tieTerm,
  }
}

export function mannWhitney(first: readonly number[], second: readonly number[]): MannWhitney | null {
  return mannWhitneyFromRanks(rankSummary(first, second))
}

/** The 75th percentile, interpolated between closest ranks (as Postgres' percentile_cont). */
export function p75(values: readonly number[]): number | null {
  return values.length === 0 ? null : quantile([...values], 0.75)
}

export interface Proportion {
  /** Page views that had the event. */
  hits: number
  /** Page views. */
  n: number
}

/** Two-proportion z-test (pooled), two-sided: whether the second arm's share differs. Null when an arm is empty. */
export function twoProportions(first: Proportion, second: Proportion): TestResult | null {
  if (first.n === 0 || second.n === 0) return null
  const pooled = (first.hits + second.hits) / (first.n + second.n)
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / first.n + 1 / second.n))
  if (!(standardError > 0)) return { z: 0, pValue: 1 }
  const z = (second.hits / second.n - first.hits / first.n) / standardError
  return { z, pValue: twoSided(z) }
}
