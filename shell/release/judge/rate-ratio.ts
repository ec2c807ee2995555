/**
 * A rare event (a page view with an error) judged where its power is: the canary's share of all
 * errors against its share of page views. Given a stratum's total of errors `E`, the canary's count
 * is Binomial(E, q) with logit(q) = θ + log(canary views / stable views), θ the log of the rate
 * ratio; a trend or an incident that multiplies both arms' rates within the stratum leaves q alone.
 * The strata are the time buckets (one split each, or nearly), and θ is shared by all of them.
 *
 * It is a one-parameter exponential family in θ with sufficient statistic T = Σ canary errors, so
 * the likelihood ratio of θ0 + δ against θ0 (δ > 0) is a nonnegative supermartingale under every
 * θ ≤ θ0, and so is any mixture of them over δ: Ville's inequality makes `mixture ≥ 1/alpha` a test
 * valid at every look at once (Robbins 1970; Howard et al. 2021). The mixture is a discrete prior on
 * rate ratios from ×1.25 to ×100, so a tenfold regression and a broken build are both caught quickly.
 */
import { normalCdf, type Interval } from './statistics'

export interface ErrorStratum {
  stableViews: number
  canaryViews: number
  stableErrors: number
  canaryErrors: number
}

/** The mixture's log rate ratios beyond the boundary (δ), equally weighted. */
const STEPS = [1.25, 1.5, 2, 3, 5, 10, 20, 50, 100].map(Math.log)
const LOG_WEIGHT = -Math.log(STEPS.length)

/** log(1 + e^x), without overflow. */
const softplus = (x: number) => (x > 30 ? x : Math.log1p(Math.exp(x)))

interface Compact {
  /** log(canary views / stable views) of each stratum with errors and views in both arms. */
  offsets: number[]
  totals: number[]
  canary: number
}

function compact(strata: readonly ErrorStratum[]): Compact {
  const kept = strata.filter(
    (s) => s.stableViews > 0 && s.canaryViews > 0 && s.stableErrors + s.canaryErrors > 0,
  )
  return {
    offsets: kept.map((s) => Math.log(s.canaryViews / s.stableViews)),
    totals: kept.map((s) => s.stableErrors + s.canaryErrors),
    canary: kept.reduce((sum, s) => sum + s.canaryErrors, 0),
  }
}

/** log of the likelihood ratio of θ1 against θ0 given T canary errors of the strata's totals. */
function logRatio({ offsets, totals }: Compact, canary: number, theta1: number, theta0: number): number {
  let log = (theta1 - theta0) * canary
  for (let index = 0; index < offsets.length; index += 1)
    log -= totals[index]! * (softplus(theta1 + offsets[index]!) - softplus(theta0 + offsets[index]!))
  return log
}

/**
 * The mixture against θ0 as a function of T alone: each component's log ratio is δ T − c(δ), its
 * cost c(δ) fixed by the strata's totals (computed once, however many counts are tried).
 */
function mixtureOfCount(data: Compact, theta0: number, direction: 1 | -1): (canary: number) => number {
  const parts = STEPS.map((step) => {
    const theta1 = theta0 + direction * step
    return { slope: theta1 - theta0, cost: -logRatio(data, 0, theta1, theta0) }
  })
  return (canary) => {
    let top = -Infinity
    const terms = parts.map(({ slope, cost }) => {
      const term = LOG_WEIGHT + slope * canary - cost
      top = Math.max(top, term)
      return term
    })
    return top + Math.log(terms.reduce((sum, term) => sum + Math.exp(term - top), 0))
  }
}

/** log of the mixture against θ0, towards larger ratios (direction 1) or smaller (−1). */
function logMixture(data: Compact, canary: number, theta0: number, direction: 1 | -1): number {
  return mixtureOfCount(data, theta0, direction)(canary)
}

const BOUND = 12 // e^12: a rate ratio beyond 160 000 is "everything fails"

/** The θ0 where a monotone test's answer changes, by bisection. */
function edge(rejects: (theta0: number) => boolean, inside: number, outside: number): number {
  let [inner, outer] = [inside, outside]
  for (let step = 0; step < 40; step += 1) {
    const middle = (inner + outer) / 2
    if (rejects(middle)) outer = middle
    else inner = middle
  }
  return inner
}

/**
 * The log rate ratios not yet rejected: below `lower`, the upward mixture has crossed 1/failAlpha
 * (the canary is worse than that); above `upper`, the downward one has crossed 1/passAlpha. Without
 * errors in a stratum with both arms, nothing is known: (−∞, ∞) as (−BOUND, BOUND).
 */
export function logRateRatioInterval(
  strata: readonly ErrorStratum[],
  failAlpha: number,
  passAlpha: number,
): Interval {
  const data = compact(strata)
  if (data.totals.length === 0) return { lower: -BOUND, upper: BOUND }
  const failed = (theta0: number) => logMixture(data, data.canary, theta0, 1) >= Math.log(1 / failAlpha)
  const passed = (theta0: number) => logMixture(data, data.canary, theta0, -1) >= Math.log(1 / passAlpha)
  const estimate = pointEstimate(data)
  return {
    lower: failed(-BOUND) ? edge(failed, estimate, -BOUND) : -BOUND,
    upper: passed(BOUND) ? edge(passed, estimate, BOUND) : BOUND,
  }
}

/** The θ that the data fit best (where both mixtures are smallest), found as where the score is 0. */
function pointEstimate(data: Compact): number {
  const score = (theta: number) => {
    let expected = 0
    for (let index = 0; index < data.offsets.length; index += 1)
      expected += data.totals[index]! / (1 + Math.exp(-(theta + data.offsets[index]!)))
    return data.canary - expected
  }
  let [low, high] = [-BOUND, BOUND]
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2
    if (score(middle) > 0) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/**
 * The chance that the test would fail the canary by now were its rate ratio `detect` (log θd)
 * against the boundary θ0: the canary's errors expected from the views and stable's rate `rate`,
 * the count T needed for the mixture to cross 1/alpha found exactly, and T's spread taken as a
 * Poisson's (normal approximation, continuity-corrected).
 */
export function rateRatioPower(
  strata: readonly ErrorStratum[],
  rate: number,
  theta0: number,
  thetaDetect: number,
  alpha: number,
): number {
  const expected = strata
    .filter((s) => s.stableViews > 0 && s.canaryViews > 0)
    .map((s) => ({
      offset: Math.log(s.canaryViews / s.stableViews),
      canary: s.canaryViews * rate * Math.exp(thetaDetect),
      stable: s.stableViews * rate,
    }))
  const mean = expected.reduce((sum, s) => sum + s.canary, 0)
  if (mean === 0) return 0
  const data: Compact = {
    offsets: expected.map((s) => s.offset),
    totals: expected.map((s) => s.canary + s.stable),
    canary: 0,
  }
  const mixture = mixtureOfCount(data, theta0, 1)
  const crossedAt = (count: number) => mixture(count) >= Math.log(1 / alpha)
  const most = data.totals.reduce((sum, total) => sum + total, 0)
  if (!crossedAt(most)) return 0
  let [low, high] = [0, most]
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2
    if (crossedAt(middle)) high = middle
    else low = middle
  }
  return 1 - normalCdf((high - 0.5 - mean) / Math.sqrt(mean))
}
