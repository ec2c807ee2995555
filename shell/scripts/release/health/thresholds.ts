/**
 * The one table of what release health tolerates, metric by metric. A run may override any cell:
 * `--threshold lcp.maxIncrease=0.2` (validated below; a bad one is refused, never guessed).
 *
 * | metric | bad when it | maxIncrease (relative) | slack (absolute)  | alpha | minSample (per arm) |
 * |--------|-------------|------------------------|-------------------|-------|---------------------|
 * | errors | increases   | 0.10 (+10 %)           | 0.005 (0.5 pp)    | 0.01  | 50 page views       |
 * | lcp    | increases   | 0.10                   | 100 ms            | 0.01  | 50 values           |
 * | inp    | increases   | 0.10                   | 20 ms             | 0.01  | 50 values           |
 * | cls    | increases   | 0.10                   | 0.01              | 0.01  | 50 values           |
 * | live   | increases   | 0.10                   | 200 ms            | 0.01  | 50 values           |
 *
 * `live` is the time from the navigation's start until the remote's slots of the page were live
 * (`remote_live`, the page's first view only); the slack is a fifth of a second, as a tap waits.
 *
 * A metric fails when the canary is worse beyond the allowance, `stable × (1 + maxIncrease) + slack`
 * (the slack keeps a zero baseline, say no errors at all, from failing on one event), AND its test
 * says so with p < alpha. Fewer than minSample values in either arm: inconclusive (Kayenta's 50).
 */
import * as z from 'zod'

export const METRICS = ['errors', 'lcp', 'inp', 'cls', 'live'] as const
export type MetricKey = (typeof METRICS)[number]

const threshold = z.strictObject({
  bad: z.enum(['increase', 'decrease']),
  maxIncrease: z.number().min(0),
  slack: z.number().min(0),
  alpha: z.number().gt(0).lt(1),
  minSample: z.number().int().min(1),
})
export type Threshold = z.infer<typeof threshold>
export type Thresholds = Record<MetricKey, Threshold>

export const DEFAULT_THRESHOLDS: Thresholds = {
  errors: { bad: 'increase', maxIncrease: 0.1, slack: 0.005, alpha: 0.01, minSample: 50 },
  lcp: { bad: 'increase', maxIncrease: 0.1, slack: 100, alpha: 0.01, minSample: 50 },
  inp: { bad: 'increase', maxIncrease: 0.1, slack: 20, alpha: 0.01, minSample: 50 },
  cls: { bad: 'increase', maxIncrease: 0.1, slack: 0.01, alpha: 0.01, minSample: 50 },
  live: { bad: 'increase', maxIncrease: 0.1, slack: 200, alpha: 0.01, minSample: 50 },
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
