/**
 * The one table of what release health tolerates, metric by metric. A run may override any cell:
 * `--threshold lcp.maxIncrease=0.2` (validated below; a bad one is refused, never guessed).
 *
 * | metric | bad when it | maxIncrease (relative) | slack (absolute)  | alpha | passAlpha | minSample (per arm) |
 * |--------|-------------|------------------------|-------------------|-------|-----------|---------------------|
 * | errors | increases   | 0.10 (+10 %)           | 0.005 (0.5 pp)    | 0.002 | 0.05      | 50 page views       |
 * | lcp    | increases   | 0.10                   | 100 ms            | 0.002 | 0.05      | 50 values           |
 * | inp    | increases   | 0.10                   | 20 ms             | 0.002 | 0.05      | 50 values           |
 * | cls    | increases   | 0.10                   | 0.01              | 0.002 | 0.05      | 50 values           |
 * | live   | increases   | 0.10                   | 200 ms            | 0.002 | 0.05      | 50 values           |
 *
 * What each number means (judge.ts, statistics.ts):
 * - The canary is allowed to be worse than stable by `maxIncrease` of stable plus `slack`: its
 *   excess, `canary − (1 + maxIncrease) × stable`, may be up to `slack`. `canary` and `stable` are
 *   each arm's error share (page views with an error of the remote), or its mean value of the
 *   metric. The slack keeps a baseline near zero (no errors, no layout shift) from failing on one
 *   event, and it is also the size of effect each interval is tuned for (the mixture's scale).
 * - `alpha` is the chance that the interval's lower end ever rises above the truth, over every look
 *   of a rollout at once. A canary within its allowance is failed only through such a miss, so the
 *   sum of the column, 0.01, bounds the release's false rollbacks across all metrics and all looks.
 * - `passAlpha` is the same for the upper end: a canary beyond its allowance on a metric passes
 *   that metric, at any look, with probability at most passAlpha (non-inferiority at 95 %).
 * - Pass needs the whole interval within the allowance; fail, wholly beyond it; across it, or fewer
 *   than minSample values in either arm (Kayenta's 50), the metric is inconclusive.
 *
 * `live` is the time from the navigation's start until the remote's slots of the page were live
 * (`remote_live`, the page's first view only); the slack is a fifth of a second, as a tap waits.
 */
import * as z from 'zod'

export const METRICS = ['errors', 'lcp', 'inp', 'cls', 'live'] as const
export type MetricKey = (typeof METRICS)[number]

const threshold = z.strictObject({
  bad: z.enum(['increase', 'decrease']),
  maxIncrease: z.number().min(0),
  // Above zero: it is also the interval's scale (and the error prior's mean), which needs a size.
  slack: z.number().gt(0),
  alpha: z.number().gt(0).lt(1),
  passAlpha: z.number().gt(0).lt(1),
  minSample: z.number().int().min(1),
})
export type Threshold = z.infer<typeof threshold>
export type Thresholds = Record<MetricKey, Threshold>

export const DEFAULT_THRESHOLDS: Thresholds = {
  errors: { bad: 'increase', maxIncrease: 0.1, slack: 0.005, alpha: 0.002, passAlpha: 0.05, minSample: 50 },
  lcp: { bad: 'increase', maxIncrease: 0.1, slack: 100, alpha: 0.002, passAlpha: 0.05, minSample: 50 },
  inp: { bad: 'increase', maxIncrease: 0.1, slack: 20, alpha: 0.002, passAlpha: 0.05, minSample: 50 },
  cls: { bad: 'increase', maxIncrease: 0.1, slack: 0.01, alpha: 0.002, passAlpha: 0.05, minSample: 50 },
  live: { bad: 'increase', maxIncrease: 0.1, slack: 200, alpha: 0.002, passAlpha: 0.05, minSample: 50 },
}

const thresholdsSchema = z.strictObject(
  Object.fromEntries(METRICS.map((metric) => [metric, threshold])) as Record<MetricKey, typeof threshold>,
)

const OVERRIDE = /^([a-z]+)\.([a-zA-Z]+)=(.+)$/

/** The table with `metric.field=value` overrides applied, or why one is refused. */
export function withOverrides(
  overrides: readonly string[],
  base: Thresholds = DEFAULT_THRESHOLDS,
): { ok: true; thresholds: Thresholds } | { ok: false; reason: string } {
  const next = structuredClone(base) as Record<string, Record<string, unknown>>
  for (const override of overrides) {
    const match = OVERRIDE.exec(override)
    if (!match) return { ok: false, reason: `--threshold ${override}: write it as <metric>.<field>=<value>` }
    const [, metric, field, raw] = match as unknown as [string, string, string, string]
    if (!Object.hasOwn(next, metric))
      return { ok: false, reason: `--threshold ${override}: no metric "${metric}" (${METRICS.join(', ')})` }
    next[metric]![field] = field === 'bad' ? raw : raw.trim() === '' ? Number.NaN : Number(raw)
  }
  const parsed = thresholdsSchema.safeParse(next)
  if (parsed.success) return { ok: true, thresholds: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ok: false, reason: `--threshold ${issue.path.join('.')}: ${issue.message}` }
}
