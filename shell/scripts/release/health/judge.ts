/**
 * Kayenta's way, for one remote's canary: each metric gets its own verdict from its own test, and
 * the release gets `fail` when any metric fails, `inconclusive` when any lacks data, else `pass`.
 * Too little data is never a pass.
 */
import type { ArmAggregate, HealthAggregates, VitalKey } from '../../../server/health/aggregates'
import { mannWhitneyFromRanks, twoProportions, type TestResult } from './statistics'
import { METRICS, type MetricKey, type Threshold, type Thresholds } from './thresholds'

export type Verdict = 'pass' | 'fail' | 'inconclusive'

export interface MetricJudgement {
  metric: MetricKey
  /** Values per arm: page views for errors, page views reporting the metric for the others. */
  n: { stable: number; canary: number }
  /** The error share, or the p75. */
  stable: number | null
  canary: number | null
  /** (canary − stable) / stable; null without both values or when stable is 0. */
  relativeChange: number | null
  pValue: number | null
  verdict: Verdict
  /** Why, in one line. */
  reason: string
}

export interface Judgement {
  verdict: Verdict
  metrics: MetricJudgement[]
}

const errorRate = (arm: ArmAggregate) => (arm.pageViews === 0 ? null : arm.erroredViews / arm.pageViews)

/** One metric's verdict from its two values, its sample sizes and its test. */
export function judgeMetric(
  metric: MetricKey,
  measured: Pick<MetricJudgement, 'n' | 'stable' | 'canary'> & { test: TestResult | null },
  threshold: Threshold,
): MetricJudgement {
  const { n, stable, canary, test } = measured
  const relativeChange =
    stable === null || canary === null || stable === 0 ? null : (canary - stable) / stable
  const base = { metric, n, stable, canary, relativeChange, pValue: test?.pValue ?? null }
  const fewest = Math.min(n.stable, n.canary)
  if (fewest < threshold.minSample || stable === null || canary === null || test === null)
    return {
      ...base,
      verdict: 'inconclusive',
      reason: `${fewest} of the ${threshold.minSample} values needed per arm`,
    }
  // Worse is up for a metric whose increase is bad: the same rule serves both directions.
  const sign = threshold.bad === 'increase' ? 1 : -1
  const allowed = stable * (1 + sign * threshold.maxIncrease) + sign * threshold.slack
  const beyond = sign * (canary - allowed) > 0
  const significant = test.pValue < threshold.alpha && sign * test.z > 0
  if (beyond && significant)
    return {
      ...base,
      verdict: 'fail',
      reason: `worse than the allowed ${allowed.toPrecision(3)} (p ${test.pValue.toPrecision(2)} < ${threshold.alpha})`,
    }
  return {
    ...base,
    verdict: 'pass',
    reason: beyond
      ? `worse, but not significantly (p ${test.pValue.toPrecision(2)})`
      : 'within the allowance',
  }
}

function measure(metric: MetricKey, data: HealthAggregates) {
  const { stable, canary } = data
  if (metric === 'errors')
    return {
      n: { stable: stable.pageViews, canary: canary.pageViews },
      stable: errorRate(stable),
      canary: errorRate(canary),
      test: twoProportions(
        { hits: stable.erroredViews, n: stable.pageViews },
        { hits: canary.erroredViews, n: canary.pageViews },
      ),
    }
  const key: VitalKey = metric
  const [s, c] = [stable.vitals[key], canary.vitals[key]]
  return {
    n: { stable: s.n, canary: c.n },
    stable: s.p75,
    canary: c.p75,
    test: mannWhitneyFromRanks({ n1: s.n, n2: c.n, rankSum2: c.rankSum, tieTerm: data.ties[key] }),
  }
}

export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('fail')) return 'fail'
  return verdicts.includes('inconclusive') || verdicts.length === 0 ? 'inconclusive' : 'pass'
}

export function judge(data: HealthAggregates, thresholds: Thresholds): Judgement {
  const metrics = METRICS.map((metric) => judgeMetric(metric, measure(metric, data), thresholds[metric]))
  return { verdict: overallVerdict(metrics.map((metric) => metric.verdict)), metrics }
}
