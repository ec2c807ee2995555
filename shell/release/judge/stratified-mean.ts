/**
 * The difference of two arms' means, compared only within strata (the time buckets, one split
 * each): a trend both arms share moves both means of a stratum alike and cancels out, where one
 * pooled mean per arm would weigh the canary's later, larger steps against stable's earlier views.
 *
 * Each stratum's difference is weighted by its effective size `n_c n_s / (n_c + n_s)` (as the
 * Cochran–Mantel–Haenszel weights); each arm's variance is pooled within the strata, so strata of a
 * view or two still count; and the variance is multiplied by the design effect (thresholds.ts),
 * since a visitor's page views are not independent.
 */
import type { Moments } from './statistics'

export interface MeanStratum {
  stable: Moments
  canary: Moments
}

export interface StratifiedDifference {
  /** Σ w (canary mean − weight × stable mean) / Σ w. */
  estimate: number
  /** Its variance, the design effect included. */
  variance: number
  /** Values in the strata where both arms have some. */
  n: { stable: number; canary: number }
}

/** The sum of squares about each stratum's own mean, and its degrees of freedom. */
function within(strata: readonly Moments[]): number {
  let [squares, freedom] = [0, 0]
  for (const { n, sum, sumSquares } of strata) {
    if (n < 1) continue
    squares += Math.max(0, sumSquares - (sum * sum) / n)
    freedom += n - 1
  }
  return freedom > 0 ? squares / freedom : 0
}

/** null when no stratum has values in both arms. */
export function stratifiedDifference(
  strata: readonly MeanStratum[],
  stableWeight: number,
  designEffect: number,
): StratifiedDifference | null {
  const both = strata.filter((s) => s.stable.n > 0 && s.canary.n > 0)
  if (both.length === 0) return null
  const [stableVariance, canaryVariance] = [
    within(both.map((s) => s.stable)),
    within(both.map((s) => s.canary)),
  ]
  let [weights, weighted, spread] = [0, 0, 0]
  const n = { stable: 0, canary: 0 }
  for (const { stable, canary } of both) {
    const weight = (stable.n * canary.n) / (stable.n + canary.n)
    weights += weight
    weighted += weight * (canary.sum / canary.n - (stableWeight * stable.sum) / stable.n)
    spread +=
      weight *
      weight *
      (canaryVariance / canary.n + (stableWeight * stableWeight * stableVariance) / stable.n)
    n.stable += stable.n
    n.canary += canary.n
  }
  return { estimate: weighted / weights, variance: (designEffect * spread) / (weights * weights), n }
}
