/**
 * Confidence sequences: intervals that hold at every look at once, however often the judge looks
 * and whenever it stops (docs/decisions/0100-the-judge-looks-as-often-as-it-likes.md). Pure: the
 * server's SQL sums the values (server/health/aggregates.ts); these turn the sums into intervals.
 *
 * - A mean (LCP, INP, CLS, time until live): Robbins' normal mixture, the boundary of mSPRT
 *   (Johari et al. 2017) and of Howard et al. 2021 (eq. 14), made asymptotic with the sample's own
 *   variance as Waudby-Smith et al. 2024 prove it may be ("Time-uniform central limit theory and
 *   asymptotic confidence sequences").
 * - A share of page views with an error: the beta-binomial mixture (Robbins 1970), exact at every
 *   count, so one error in sixty views is read as what it is.
 */
import { gammaln } from 'simple-statistics'
import type { Moments } from 'site-server/health/moments'

export interface Interval {
  lower: number
  upper: number
}

export { addMoments, momentsOf, NO_MOMENTS, p75, type Moments } from 'site-server/health/moments'

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

/** A Beta(a, b) prior on the share, with its weight among the mixture's priors. */
export interface BetaPrior {
  a: number
  b: number
  weight: number
}

const logBeta = (a: number, b: number) => gammaln(a) + gammaln(b) - gammaln(a + b)

/**
 * log of the beta-binomial mixture martingale against the share `p`, after `hits` of `n`. Several
 * priors mix into one martingale (a weighted sum of martingales is one), so one interval can be
 * tight for rare errors and quick for a build that fails everywhere.
 */
function logMixture(hits: number, n: number, p: number, priors: readonly BetaPrior[]): number {
  const misses = n - hits
  const logLikelihood = (hits === 0 ? 0 : hits * Math.log(p)) + (misses === 0 ? 0 : misses * Math.log1p(-p))
  const terms = priors.map(
    ({ a, b, weight }) => Math.log(weight) + logBeta(a + hits, b + misses) - logBeta(a, b),
  )
  const top = Math.max(...terms)
  return top + Math.log(terms.reduce((sum, term) => sum + Math.exp(term - top), 0)) - logLikelihood
}

/** The edge where the mixture crosses `bound`, between a share inside and one outside (bisection). */
function crossing(inside: number, outside: number, crossed: (p: number) => boolean): number {
  let [inner, outer] = [inside, outside]
  for (let step = 0; step < 60; step += 1) {
    const middle = (inner + outer) / 2
    if (crossed(middle)) outer = middle
    else inner = middle
  }
  return inner
}

/**
 * The shares not yet rejected after `hits` of `n` (Ville's inequality on the beta-binomial
 * mixture): it holds at every n at once with probability 1 − alpha, at any count, with no
 * normal approximation.
 */
export function betaBinomialInterval(
  hits: number,
  n: number,
  alpha: number,
  priors: readonly BetaPrior[],
): Interval {
  if (n === 0) return { lower: 0, upper: 1 }
  const bound = Math.log(1 / alpha)
  const crossed = (p: number) => logMixture(hits, n, p, priors) >= bound
  const observed = hits / n
  return {
    lower: hits === 0 ? 0 : crossing(observed, 0, crossed),
    upper: hits === n ? 1 : crossing(observed, 1, crossed),
  }
}
