/**
 * Kayenta's shape, judged with confidence sequences: each metric gets its own verdict from an
 * interval of how far the canary goes past its allowance, and the release gets `fail` when any
 * metric fails, `inconclusive` when any is undecided, else `pass`.
 *
 * A metric's excess is `canary − (1 + maxIncrease) × stable` (the arms' means, or error shares),
 * and the allowance is `excess ≤ slack` (thresholds.ts). Its interval holds at every look at once:
 * - wholly within the allowance: pass (the evidence says the canary is no worse than allowed);
 * - wholly beyond it: fail;
 * - across it, or fewer than minSample values in an arm: inconclusive, whatever the sample size.
 * Too little data is never a pass, and "not significant" is never a pass either.
 */
import type { ArmAggregate, HealthAggregates, VitalKey } from 'site-server/health/aggregates'
import {
  addMoments,
  betaBinomialInterval,
  mean,
  NO_MOMENTS,
  normalMixtureRadius,
  sampleVariance,
  type Interval,
  type Moments,
} from './statistics'
import { METRICS, type MetricKey, type Threshold, type Thresholds } from './thresholds'

export type Verdict = 'pass' | 'fail' | 'inconclusive'

export interface MetricJudgement {
  metric: MetricKey
  /** Values per arm: page views for errors, page views reporting the metric for the others. */
  n: { stable: number; canary: number }
  /** The arm's error share, or its mean. */
  stable: number | null
  canary: number | null
  /** (canary − stable) / stable; null without both values or when stable is 0. */
  relativeChange: number | null
  /** How far the canary goes past `(1 + maxIncrease) × stable`, in the metric's unit; null without data. */
  excess: Interval | null
  /** The largest excess allowed: the threshold's slack. */
  allowed: number
  verdict: Verdict
  /** Why, in one line. */
  reason: string
}

export interface Judgement {
  verdict: Verdict
  metrics: MetricJudgement[]
}

/** What one metric's judgement reads of the two arms. */
export type MetricEvidence =
  | { kind: 'share'; stable: { hits: number; n: number }; canary: { hits: number; n: number } }
  | { kind: 'mean'; stable: Moments; canary: Moments }

const SIGNIFICANT_DIGITS = 6

/** Worse is up for a metric whose increase is bad; the same rule serves both directions. */
function orientation(threshold: Threshold) {
  const sign = threshold.bad === 'increase' ? 1 : -1
  return { sign, stableWeight: 1 + sign * threshold.maxIncrease }
}

/**
 * The excess, `sign × (canary − weight × stable)`, bounded from `canary − weight × stable`'s
 * interval at each of two levels: the bound that can fail the metric at `alpha` (false rollbacks),
 * the bound that can pass it at `passAlpha` (false passes). Each bound holds at every look.
 */
function excessFrom(threshold: Threshold, interval: (alpha: number) => Interval): Interval {
  const { sign } = orientation(threshold)
  const [failing, passing] = [interval(threshold.alpha), interval(threshold.passAlpha)]
  return sign > 0
    ? { lower: failing.lower, upper: passing.upper }
    : { lower: -failing.upper, upper: -passing.lower }
}

/** From each arm's own interval of its share. */
function shareExcess(evidence: Extract<MetricEvidence, { kind: 'share' }>, threshold: Threshold): Interval {
  const { stableWeight } = orientation(threshold)
  // Half the level to each arm: both intervals hold together. Two priors mixed: one whose mean is
  // the slack, tuned to shares of the size the allowance cares about; and Jeffreys', so a build
  // whose slot fails on every page is failed in a few views.
  const priors = [
    { a: 0.5, b: 0.5 / threshold.slack - 0.5, weight: 0.5 },
    { a: 0.5, b: 0.5, weight: 0.5 },
  ]
  return excessFrom(threshold, (alpha) => {
    const arm = ({ hits, n }: { hits: number; n: number }) => betaBinomialInterval(hits, n, alpha / 2, priors)
    const [stable, canary] = [arm(evidence.stable), arm(evidence.canary)]
    return {
      lower: canary.lower - stableWeight * stable.upper,
      upper: canary.upper - stableWeight * stable.lower,
    }
  })
}

/** From the normal mixture around the difference of the means. */
function meanExcess(evidence: Extract<MetricEvidence, { kind: 'mean' }>, threshold: Threshold): Interval {
  const { stableWeight } = orientation(threshold)
  const { stable, canary } = evidence
  const estimate = mean(canary)! - stableWeight * mean(stable)!
  const variance =
    sampleVariance(canary) / canary.n + (stableWeight * stableWeight * sampleVariance(stable)) / stable.n
  return excessFrom(threshold, (alpha) => {
    const radius = normalMixtureRadius(variance, alpha, threshold.slack)
    return { lower: estimate - radius, upper: estimate + radius }
  })
}

function sizes(evidence: MetricEvidence) {
  return { stable: evidence.stable.n, canary: evidence.canary.n }
}

function level(evidence: MetricEvidence, arm: 'stable' | 'canary'): number | null {
  if (evidence.kind === 'mean') return mean(evidence[arm])
  const { hits, n } = evidence[arm]
  return n === 0 ? null : hits / n
}

const figure = (value: number) => Number(value.toPrecision(SIGNIFICANT_DIGITS)).toString()
const span = ({ lower, upper }: Interval) => `[${figure(lower)}, ${figure(upper)}]`

/** One metric's verdict from its evidence and its threshold. */
export function judgeMetric(
  metric: MetricKey,
  evidence: MetricEvidence,
  threshold: Threshold,
): MetricJudgement {
  const n = sizes(evidence)
  const [stable, canary] = [level(evidence, 'stable'), level(evidence, 'canary')]
  const relativeChange =
    stable === null || canary === null || stable === 0 ? null : (canary - stable) / stable
  const allowed = threshold.slack
  const base = { metric, n, stable, canary, relativeChange, allowed }
  if (n.stable === 0 || n.canary === 0)
    return { ...base, excess: null, verdict: 'inconclusive', reason: 'no values in an arm yet' }
  const excess =
    evidence.kind === 'share' ? shareExcess(evidence, threshold) : meanExcess(evidence, threshold)
  const fewest = Math.min(n.stable, n.canary)
  if (fewest < threshold.minSample)
    return {
      ...base,
      excess,
      verdict: 'inconclusive',
      reason: `${fewest} of the ${threshold.minSample} values needed per arm`,
    }
  if (excess.lower > allowed)
    return {
      ...base,
      excess,
      verdict: 'fail',
      reason: `excess ${span(excess)} wholly beyond ${figure(allowed)}`,
    }
  if (excess.upper <= allowed)
    return {
      ...base,
      excess,
      verdict: 'pass',
      reason: `excess ${span(excess)} wholly within ${figure(allowed)}`,
    }
  return {
    ...base,
    excess,
    verdict: 'inconclusive',
    reason: `excess ${span(excess)} crosses the allowance ${figure(allowed)}`,
  }
}

/** What the judge reads of one arm: its page views, those with an error, and each vital's sums. */
export type ArmEvidence = Pick<ArmAggregate, 'pageViews' | 'erroredViews'> & {
  vitals: Record<VitalKey, { moments: Moments }>
}

/** What a metric's judgement reads of both arms. */
export function evidenceOf(
  metric: MetricKey,
  arms: Record<'stable' | 'canary', ArmEvidence>,
): MetricEvidence {
  if (metric === 'errors') {
    const share = (arm: ArmEvidence) => ({ hits: arm.erroredViews, n: arm.pageViews })
    return { kind: 'share', stable: share(arms.stable), canary: share(arms.canary) }
  }
  const key: VitalKey = metric
  return { kind: 'mean', stable: arms.stable.vitals[key].moments, canary: arms.canary.vitals[key].moments }
}

export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('fail')) return 'fail'
  return verdicts.includes('inconclusive') || verdicts.length === 0 ? 'inconclusive' : 'pass'
}

export function judge(data: Record<'stable' | 'canary', ArmEvidence>, thresholds: Thresholds): Judgement {
  const metrics = METRICS.map((metric) => judgeMetric(metric, evidenceOf(metric, data), thresholds[metric]))
  return { verdict: overallVerdict(metrics.map((metric) => metric.verdict)), metrics }
}

/** One look of the over-time chart: each metric's interval on the data up to `at`. */
export interface Look {
  at: string
  excess: Partial<Record<MetricKey, Interval>>
}

/**
 * The intervals as they stood at the end of each of the window's buckets: what a judge looking
 * then would have seen (a confidence sequence holds at all of them at once, so the chart is honest).
 */
export function looksOverTime(data: HealthAggregates, thresholds: Thresholds): Look[] {
  const running = { stable: emptyRunning(), canary: emptyRunning() }
  return data.stable.series.map((_, index) => {
    for (const arm of ['stable', 'canary'] as const) {
      const point = data[arm].series[index]!
      running[arm].pageViews += point.pageViews
      running[arm].erroredViews += point.erroredViews
      for (const key of Object.keys(running[arm].vitals) as VitalKey[])
        running[arm].vitals[key] = {
          moments: addMoments(running[arm].vitals[key].moments, point.vitals[key]),
        }
    }
    const excess: Look['excess'] = {}
    for (const metric of METRICS) {
      const judged = judgeMetric(metric, evidenceOf(metric, running), thresholds[metric])
      if (judged.excess) excess[metric] = judged.excess
    }
    return { at: data.stable.series[index + 1]?.at ?? data.until, excess }
  })
}

function emptyRunning(): ArmEvidence {
  const vital = () => ({ moments: NO_MOMENTS })
  return {
    pageViews: 0,
    erroredViews: 0,
    vitals: { lcp: vital(), inp: vital(), cls: vital(), live: vital() },
  }
}
