/** How release health writes its figures: in the terminal, in the JSON and in the history. */
import type { MetricJudgement } from './judge'
import type { Interval } from './statistics'
import type { MetricKey } from './thresholds'

const UNIT: Record<MetricKey, (value: number) => string> = {
  errors: (value) => `${(value * 100).toFixed(2)} %`,
  lcp: (value) => `${Math.round(value)} ms`,
  inp: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
  live: (value) => `${Math.round(value)} ms`,
}

export function metricValue(metric: MetricKey, value: number | null): string {
  return value === null ? '–' : UNIT[metric](value)
}

export function relativeChange(change: number | null): string {
  return change === null ? '–' : `${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(1)} %`
}

/** An excess in the metric's unit: errors in percentage points, signed. */
const EXCESS: Record<MetricKey, (value: number) => string> = {
  errors: (value) => `${(value * 100).toFixed(2)} pp`,
  lcp: (value) => `${Math.round(value)} ms`,
  inp: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
  live: (value) => `${Math.round(value)} ms`,
}

export function excessValue(metric: MetricKey, value: number): string {
  return EXCESS[metric](value).replace(/^-/, '−')
}

/** `[−120 ms, 35 ms] ≤ 100 ms`: the excess's interval against the allowance. */
export function excessInterval(metric: MetricKey, excess: Interval | null, allowed: number): string {
  const interval =
    excess === null ? '–' : `[${excessValue(metric, excess.lower)}, ${excessValue(metric, excess.upper)}]`
  return `${interval} ≤ ${excessValue(metric, allowed)}`
}

/** One line of evidence: `lcp: 1200 ms → 1180 ms (−1.7 %), n 80/75, excess [−160 ms, 40 ms] ≤ 100 ms: pass (…)`. */
export function evidenceLine(judged: MetricJudgement): string {
  const { metric, n } = judged
  return `${metric}: ${metricValue(metric, judged.stable)} → ${metricValue(metric, judged.canary)} (${relativeChange(judged.relativeChange)}), n ${n.stable}/${n.canary}, excess ${excessInterval(metric, judged.excess, judged.allowed)}: ${judged.verdict} (${judged.reason})`
}

/** The terminal table: one row a metric, then the overall verdict. */
export function healthTable(metrics: readonly MetricJudgement[], verdict: string): string {
  const rows = [
    [
      'metric',
      'n stable',
      'n canary',
      'stable',
      'canary',
      'change',
      'excess (interval ≤ allowed)',
      'verdict',
    ],
    ...metrics.map((judged) => [
      judged.metric,
      String(judged.n.stable),
      String(judged.n.canary),
      metricValue(judged.metric, judged.stable),
      metricValue(judged.metric, judged.canary),
      relativeChange(judged.relativeChange),
      excessInterval(judged.metric, judged.excess, judged.allowed),
      judged.verdict,
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  )
  return `${lines.join('\n')}\n\nstable and canary: the error share, or the mean; excess: canary − (1 + maxIncrease) × stable, an interval that holds at every look\nverdict: ${verdict}\n`
}
