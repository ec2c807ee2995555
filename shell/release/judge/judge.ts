/**
 * Kayenta's shape, judged with confidence sequences: each metric gets its own verdict from an
 * interval of the statistic its scale compares (thresholds.ts), and the release gets `fail` when any
 * metric fails, `inconclusive` when any is undecided, else `pass`.
 *
 * Both arms are compared only within the series' time buckets (views served under the same split),
 * never as two pooled windows. A metric's interval holds at every look at once:
 * - wholly within the allowance: pass (the evidence says the canary is no worse than allowed);
 * - wholly beyond it: fail;
 * - across it, or fewer than minSample values in an arm: inconclusive.
 * Beside the verdict, whether the interval's upper end has come below the `detect` size: then a
 * regression that large is excluded, at the same `passAlpha` as a pass, at every look. A rollout may
 * promote when every metric passes or is so bounded (decide.ts): the evidence a healthy build needs
 * is "no regression of the size we look for", not "no regression at all". And each metric's power:
 * the chance a regression of the detect size would have failed it by now (shown, not decided on).
 */
import type { HealthAggregates, SeriesPoint, VitalKey } from 'site-server/canary-metrics/aggregates'
import { logRateRatioInterval, rateRatioPower, type ErrorStratum } from './rate-ratio'
import { addMoments, NO_MOMENTS, normalCdf, normalMixtureRadius, type Interval } from './statistics'
import { stratifiedDifference, type MeanStratum } from './stratified-mean'
import { METRICS, type MetricKey, type Threshold, type Thresholds } from './thresholds'

export type Verdict = 'pass' | 'fail' | 'inconclusive'

export interface MetricJudgement {
  metric: MetricKey
  scale: Threshold['scale']
  /** Values per arm: page views for errors, page views reporting the metric for the others. */
  n: { stable: number; canary: number }
  /** The arm's error rate, geometric mean (log scale) or mean, over the whole window. */
  stable: number | null
  canary: number | null
  /** The judged statistic as a change: the ratio − 1 (rate, log), or (canary − stable) / stable (mean). */
  relativeChange: number | null
  /**
   * The judged statistic's interval: the rate ratio (rate), the ratio of geometric means (log), or
   * the excess `canary − (1 + maxIncrease) × stable` (mean); null without data.
   */
  excess: Interval | null
  /** Its allowance: the largest ratio allowed, or the slack. */
  allowed: number
  /** The largest the interval's upper end may be to exclude a regression of the detect size. */
  detectBound: number
  /** The chance a regression of the detect size would have failed the metric by now; null without data. */
  power: number | null
  verdict: Verdict
  /** Why, in one line. */
  reason: string
}

export interface Judgement {
  verdict: Verdict
  /** No metric fails, and each passes or has excluded a regression of its detect size. */
  bounded: boolean
  metrics: MetricJudgement[]
}

/** What the judge reads of one arm in one time bucket. */
export type Cell = Pick<SeriesPoint, 'pageViews' | 'erroredViews' | 'vitals' | 'logVitals'>
export type Stratum = Record<'stable' | 'canary', Cell>

const SIGNIFICANT_DIGITS = 6
const figure = (value: number) => Number(value.toPrecision(SIGNIFICANT_DIGITS)).toString()
const span = ({ lower, upper }: Interval) => `[${figure(lower)}, ${figure(upper)}]`

/** The strata of an answer of the health route: its time buckets, both arms side by side. */
export function strataOf(data: Pick<HealthAggregates, 'stable' | 'canary'>): Stratum[] {
  return data.stable.series.map((stable, index) => ({ stable, canary: data.canary.series[index]! }))
}

interface Judged {
  n: { stable: number; canary: number }
  stable: number | null
  canary: number | null
  /** The point estimate of the judged statistic, in its own unit (ratio or excess). */
  estimate: number | null
  excess: Interval | null
  allowed: number
  detectBound: number
  power: number | null
}

function errors(strata: readonly Stratum[], threshold: Threshold): Judged {
  const cells: ErrorStratum[] = strata.map(({ stable, canary }) => ({
    stableViews: stable.pageViews,
    canaryViews: canary.pageViews,
    stableErrors: stable.erroredViews,
    canaryErrors: canary.erroredViews,
  }))
  const total = (key: keyof ErrorStratum) => cells.reduce((sum, cell) => sum + cell[key], 0)
  const n = { stable: total('stableViews'), canary: total('canaryViews') }
  // Stable's rate, never quite 0 (Jeffreys' half an error): the floor's ratio needs a size.
  const rate = (total('stableErrors') + 0.5) / (n.stable + 1)
  const allowed = Math.max(1 + threshold.maxIncrease, 1 + threshold.slack / rate)
  const base = {
    n,
    stable: n.stable === 0 ? null : total('stableErrors') / n.stable,
    canary: n.canary === 0 ? null : total('canaryErrors') / n.canary,
    allowed,
  }
  const theta0 = Math.log(allowed)
  const thetaDetect = Math.max(
    Math.log(threshold.detect),
    theta0 + Math.log(threshold.detect / (1 + threshold.maxIncrease)),
  )
  const detectBound = Math.exp(thetaDetect)
  if (n.stable === 0 || n.canary === 0)
    return { ...base, estimate: null, excess: null, detectBound, power: null }
  const log = logRateRatioInterval(cells, threshold.alpha, threshold.passAlpha)
  // The Mantel–Haenszel rate ratio: within the strata, as the interval, so a trend both arms share
  // does not move the figure shown either (two pooled rates would).
  let [canaryWeighted, stableWeighted] = [0, 0]
  for (const cell of cells) {
    const views = cell.stableViews + cell.canaryViews
    if (views === 0) continue
    canaryWeighted += (cell.canaryErrors * cell.stableViews) / views
    stableWeighted += (cell.stableErrors * cell.canaryViews) / views
  }
  return {
    ...base,
    estimate: stableWeighted > 0 ? canaryWeighted / stableWeighted : null,
    excess: { lower: Math.exp(log.lower), upper: Math.exp(log.upper) },
    detectBound,
    power: rateRatioPower(cells, rate, theta0, thetaDetect, threshold.alpha),
  }
}

function values(strata: readonly Stratum[], key: VitalKey, threshold: Threshold): Judged {
  const log = threshold.scale === 'log'
  const pick = (cell: Cell) => (log ? cell.logVitals[key] : cell.vitals[key])
  const pairs: MeanStratum[] = strata.map(({ stable, canary }) => ({
    stable: pick(stable),
    canary: pick(canary),
  }))
  const sum = (arm: 'stable' | 'canary') =>
    pairs.reduce((total, pair) => addMoments(total, pair[arm]), NO_MOMENTS)
  const level = (arm: 'stable' | 'canary') => {
    const { n, sum: total } = sum(arm)
    return n === 0 ? null : log ? Math.expm1(total / n) : total / n
  }
  const [stable, canary] = [level('stable'), level('canary')]
  // On the log scale the allowance is a ratio, log(1 + maxIncrease) apart; on the mean, an excess.
  const weight = log ? 1 : 1 + threshold.maxIncrease
  const allowedHere = log ? Math.log1p(threshold.maxIncrease) : threshold.slack
  const detectHere = log
    ? Math.log(threshold.detect)
    : threshold.detect - threshold.maxIncrease * (stable ?? 0)
  const difference = stratifiedDifference(pairs, weight, threshold.designEffect)
  const n = difference?.n ?? { stable: sum('stable').n, canary: sum('canary').n }
  const allowed = log ? 1 + threshold.maxIncrease : threshold.slack
  // A canary whose mean is `detect` above stable's has this excess.
  const detectBound = log ? threshold.detect : detectHere
  if (!difference)
    return { n, stable, canary, estimate: null, excess: null, allowed, detectBound, power: null }
  const { estimate, variance } = difference
  // The mixture is tuned for the regression the rollout must catch: tightest where it matters.
  const tau = Math.max(detectHere - allowedHere, Number.EPSILON)
  const radius = (alpha: number) => normalMixtureRadius(variance, alpha, tau)
  const interval = {
    lower: estimate - radius(threshold.alpha),
    upper: estimate + radius(threshold.passAlpha),
  }
  const power =
    variance > 0 ? normalCdf((detectHere - allowedHere - radius(threshold.alpha)) / Math.sqrt(variance)) : 0
  const out = (value: number) => (log ? Math.exp(value) : value)
  return {
    n,
    stable,
    canary,
    estimate: out(estimate),
    excess: { lower: out(interval.lower), upper: out(interval.upper) },
    allowed,
    detectBound,
    power,
  }
}

/** One metric's verdict from the strata and its threshold. */
export function judgeMetric(
  metric: MetricKey,
  strata: readonly Stratum[],
  threshold: Threshold,
): MetricJudgement {
  const judged = metric === 'errors' ? errors(strata, threshold) : values(strata, metric, threshold)
  const { n, stable, canary, excess, allowed, detectBound, power, estimate } = judged
  const ratio = threshold.scale !== 'mean'
  const relativeChange = ratio
    ? estimate === null
      ? null
      : estimate - 1
    : stable === null || canary === null || stable === 0
      ? null
      : (canary - stable) / stable
  const base = {
    metric,
    scale: threshold.scale,
    n,
    stable,
    canary,
    relativeChange,
    allowed,
    excess,
    detectBound,
    power,
  }
  if (excess === null) return { ...base, verdict: 'inconclusive', reason: 'no values in an arm yet' }
  const fewest = Math.min(n.stable, n.canary)
  if (fewest < threshold.minSample)
    return {
      ...base,
      verdict: 'inconclusive',
      reason: `${fewest} of the ${threshold.minSample} values needed per arm`,
    }
  const what = ratio ? 'ratio' : 'excess'
  if (excess.lower > allowed)
    return { ...base, verdict: 'fail', reason: `${what} ${span(excess)} wholly beyond ${figure(allowed)}` }
  if (excess.upper <= allowed)
    return { ...base, verdict: 'pass', reason: `${what} ${span(excess)} wholly within ${figure(allowed)}` }
  return {
    ...base,
    verdict: 'inconclusive',
    reason: `${what} ${span(excess)} crosses the allowance ${figure(allowed)}${excess.upper <= detectBound ? `, excludes ${figure(detectBound)}` : ''}`,
  }
}

export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('fail')) return 'fail'
  return verdicts.includes('inconclusive') || verdicts.length === 0 ? 'inconclusive' : 'pass'
}

export function judge(strata: readonly Stratum[], thresholds: Thresholds): Judgement {
  const metrics = METRICS.map((metric) => judgeMetric(metric, strata, thresholds[metric]))
  const verdict = overallVerdict(metrics.map((metric) => metric.verdict))
  const bounded =
    verdict !== 'fail' &&
    metrics.every(
      (judged) =>
        judged.verdict === 'pass' ||
        (judged.excess !== null &&
          Math.min(judged.n.stable, judged.n.canary) >= thresholds[judged.metric].minSample &&
          judged.excess.upper <= judged.detectBound),
    )
  return { verdict, bounded, metrics }
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
  const strata = strataOf(data)
  return strata.map((_, index) => {
    const excess: Look['excess'] = {}
    for (const metric of METRICS) {
      const judged = judgeMetric(metric, strata.slice(0, index + 1), thresholds[metric])
      if (judged.excess) excess[metric] = judged.excess
    }
    return { at: data.stable.series[index + 1]?.at ?? data.until, excess }
  })
}
