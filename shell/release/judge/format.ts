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

/** The judged statistic: a ratio (×1.07) for errors and timings, CLS's excess for CLS. */
export function excessValue(metric: MetricKey, value: number): string {
  if (metric === 'cls') return value.toFixed(3).replace(/^-/, '−')
  return value >= 1000 ? '×1000+' : `×${value.toFixed(2)}`
}

/** `×[0.91, 1.06] ≤ ×1.10`: the judged statistic's interval against the allowance. */
export function excessInterval(metric: MetricKey, excess: Interval | null, allowed: number): string {
  const interval =
    excess === null ? '–' : `[${excessValue(metric, excess.lower)}, ${excessValue(metric, excess.upper)}]`
  return `${interval} ≤ ${excessValue(metric, allowed)}`
}

const power = (judged: MetricJudgement) =>
  judged.power === null ? '–' : `${Math.round(judged.power * 100)} %`

/** One line of evidence: `lcp: 1200 ms → 1180 ms (−1.7 %), n 80/75, [×0.91, ×1.06] ≤ ×1.10, power 93 %: pass (…)`. */
export function evidenceLine(judged: MetricJudgement): string {
  const { metric, n } = judged
  return `${metric}: ${metricValue(metric, judged.stable)} → ${metricValue(metric, judged.canary)} (${relativeChange(judged.relativeChange)}), n ${n.stable}/${n.canary}, ${excessInterval(metric, judged.excess, judged.allowed)}, power ${power(judged)}: ${judged.verdict} (${judged.reason})`
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
      'interval ≤ allowed',
      'power',
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
      power(judged),
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
  return `${lines.join('\n')}\n\nstable and canary: the error share, the geometric mean (lcp, inp, live) or the mean (cls), over the window\ninterval: the canary over stable, within the same time buckets (errors: the rate ratio; timings: the ratio of geometric means; cls: canary − (1 + maxIncrease) × stable), holding at every look\npower: the chance a regression of the detect size (thresholds) would have failed the metric by now\nverdict: ${verdict}\n`
}
