/**
 * The one table of what release health tolerates, metric by metric, and of what a rollout must have
 * been able to catch before it promotes without a pass (docs/decisions/0102-rollouts-that-ship.md).
 * A run may override any cell: `--threshold lcp.maxIncrease=0.2` (validated below; a bad one is
 * refused, never guessed).
 *
 * | metric | scale | maxIncrease    | slack          | detect   | alpha | passAlpha | minSample | designEffect |
 * |--------|-------|----------------|----------------|----------|-------|-----------|-----------|--------------|
 * | errors | rate  | 0.10 (×1.1)    | 0.0002 (floor) | ×10      | 0.004 | 0.02      | 50        | 1            |
 * | lcp    | log   | 0.10 (×1.1)    | 0              | ×1.25    | 0.003 | 0.01      | 50        | 2            |
 * | inp    | log   | 0.10           | 0              | ×1.5     | 0.001 | 0.01      | 50        | 2            |
 * | cls    | mean  | 0.10           | 0.01           | +0.05    | 0.001 | 0.01      | 50        | 2            |
 * | live   | log   | 0.10           | 0              | ×1.25    | 0.001 | 0.01      | 50        | 2            |
 *
 * What each number means (judge.ts, rate-ratio.ts, stratified-mean.ts, decide.ts):
 * - `scale`: what is compared, always between the arms' views served under the same split (the
 *   series' time buckets, so a trend or an incident both arms share cancels out):
 *   - `rate`: the canary's error rate over stable's, a rate ratio, read from the canary's share of
 *     all errors against its share of page views (a binomial given the total, rate-ratio.ts);
 *   - `log`: the ratio of the arms' geometric means (the mean of log(1 + ms)): heavy tails and one
 *     client's thirty slow views move it little;
 *   - `mean`: the arms' means, for CLS, which is 0 on most views and has no log scale.
 * - The allowance. `rate`: the canary's rate may be up to `(1 + maxIncrease)` times stable's, and
 *   never less than stable's plus `slack` (the floor: near a zero baseline, one error is no
 *   regression). `log`: the geometric mean up to `(1 + maxIncrease)` times stable's. `mean`: the
 *   excess `canary − (1 + maxIncrease) × stable` up to `slack`.
 * - `detect`: the regression a rollout looks for before it promotes (decision 0102): a ratio for
 *   `rate` and `log` (for `rate`, scaled up with the floor when the baseline is near zero), an
 *   absolute increase of the mean for `mean`. The last step promotes a metric that has not passed
 *   once its interval's upper end is below this size: such a regression is then excluded. It is also
 *   the size each mixture is tuned for, and the report's power is the power against it.
 * - `alpha` is the chance that the interval's lower end ever rises above the truth, over every look
 *   of a rollout at once. A canary within its allowance is failed only through such a miss, so the
 *   sum of the column, 0.01, bounds the release's false rollbacks across all metrics and all looks.
 *   It is spent where the rollbacks are: errors and LCP, the budgets `pnpm bench:judge` holds.
 * - `passAlpha` is the same for the upper end: a canary beyond its allowance on a metric passes
 *   that metric, at any look, with probability at most passAlpha; a canary at least `detect` worse
 *   is promoted with probability at most passAlpha. Errors spend 0.02: at 0.2 % errors a small
 *   site sees few, and 0.01 left one healthy build in ten unpromoted after six hours.
 * - `minSample`: fewer canary values than this and the metric neither fails nor passes (Kayenta's 50).
 * - `designEffect`: how many page views make one independent one. A visitor views several pages on
 *   one device, and a slow phone is slow on each: the variance of a timing is multiplied by this.
 *   The store keeps no visitor key, so it is a measured constant, not an estimate: `pnpm bench:judge`
 *   shows the intervals hold with it at four page views a visitor and a per-visitor device factor.
 *
 * `live` is the time until the remote's slots of the page were live (`remote_live`, the page's first
 * view only): from the navigation's start, or from its cue for a part wanted from its cue (one that
 * waited for the visitor, and every touch module in both arms: the site's `remote/composed-hydration.ts`).
 */
import * as z from 'zod'

export const METRICS = ['errors', 'lcp', 'inp', 'cls', 'live'] as const
export type MetricKey = (typeof METRICS)[number]

const threshold = z.strictObject({
  scale: z.enum(['rate', 'log', 'mean']),
  maxIncrease: z.number().min(0),
  slack: z.number().min(0),
  detect: z.number().gt(0),
  alpha: z.number().gt(0).lt(1),
  passAlpha: z.number().gt(0).lt(1),
  minSample: z.number().int().min(1),
  designEffect: z.number().min(1),
})
export type Threshold = z.infer<typeof threshold>
export type Thresholds = Record<MetricKey, Threshold>

const levels = { passAlpha: 0.01, minSample: 50 }
export const DEFAULT_THRESHOLDS: Thresholds = {
  errors: {
    scale: 'rate',
    maxIncrease: 0.1,
    slack: 0.0002,
    detect: 10,
    alpha: 0.004,
    ...levels,
    passAlpha: 0.02,
    designEffect: 1,
  },
  lcp: { scale: 'log', maxIncrease: 0.1, slack: 0, detect: 1.25, alpha: 0.003, ...levels, designEffect: 2 },
  inp: { scale: 'log', maxIncrease: 0.1, slack: 0, detect: 1.5, alpha: 0.001, ...levels, designEffect: 2 },
  cls: {
    scale: 'mean',
    maxIncrease: 0.1,
    slack: 0.01,
    detect: 0.05,
    alpha: 0.001,
    ...levels,
    designEffect: 2,
  },
  live: { scale: 'log', maxIncrease: 0.1, slack: 0, detect: 1.25, alpha: 0.001, ...levels, designEffect: 2 },
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
    // A metric's scale is what its evidence is (counts of errors, timings, shifts): not a setting.
    if (field === 'scale')
      return { ok: false, reason: `--threshold ${override}: a metric's scale is its own` }
    next[metric]![field] = raw.trim() === '' ? Number.NaN : Number(raw)
  }
  const parsed = thresholdsSchema.safeParse(next)
  if (parsed.success) return { ok: true, thresholds: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ok: false, reason: `--threshold ${issue.path.join('.')}: ${issue.message}` }
}
