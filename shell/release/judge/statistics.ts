/**
 * Confidence sequences: intervals that hold at every look at once, however often the judge looks
 * and whenever it stops (docs/decisions/0100-the-judge-looks-as-often-as-it-likes.md). Pure: the
 * server's SQL sums the values (server/canary-metrics/aggregates.ts); these turn the sums into intervals.
 *
 * - A mean (LCP, INP, CLS, time until live): Robbins' normal mixture, the boundary of mSPRT
 *   (Johari et al. 2017) and of Howard et al. 2021 (eq. 14), made asymptotic with the sample's own
 *   variance as Waudby-Smith et al. 2024 prove it may be ("Time-uniform central limit theory and
 *   asymptotic confidence sequences").
 * - Errors are judged as a rate ratio, by their own mixture (rate-ratio.ts).
 */
import { errorFunction } from 'simple-statistics'
import type { Moments } from 'site-server/canary-metrics/moments'

export interface Interval {
  lower: number
  upper: number
}

export { addMoments, momentsOf, NO_MOMENTS, p75, type Moments } from 'site-server/canary-metrics/moments'

export function mean({ n, sum }: Moments): number | null {
  return n === 0 ? null : sum / n
}

/** The sample variance (n − 1), never below 0 whatever the rounding. */
export function sampleVariance({ n, sum, sumSquares }: Moments): number {
  return n < 2 ? 0 : Math.max(0, (sumSquares - (sum * sum) / n) / (n - 1))
}

/**
 * Half the width of the normal-mixture confidence sequence around an estimate whose variance is
 * `variance` now: it covers the truth at every look with probability 1 − alpha. `tau` is the
 * spread of effects the mixture is tuned for: the sequence is tightest when the estimate's
 * standard error has shrunk to about tau.
 */
export function normalMixtureRadius(variance: number, alpha: number, tau: number): number {
  if (!(variance > 0)) return 0
  const tau2 = tau * tau
  return Math.sqrt(
    ((variance * (variance + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log1p(tau2 / variance)),
  )
}

/** Φ, the standard normal's distribution function. */
export function normalCdf(z: number): number {
  return (1 + errorFunction(z / Math.SQRT2)) / 2
}
