/**
 * What release health needs of the stored events, read from the rollup the collector keeps as it
 * writes them (events-db/rollup.ts): counts and histograms, a few thousand rows for a million events;
 * percentiles are read off the histograms, and each vital's sums (its moments) per time bucket, from
 * its sums per minute.
 *
 * The buckets are the window's strata: the judge compares the arms only within one. They are the
 * window cut in `SERIES_BUCKETS` equal spans, and cut again at each of the rollout's step changes
 * given (`cuts`), so no bucket holds views served under two splits; the minute a step changed in
 * (views under either split) is in no bucket (`seriesBuckets`).
 *
 * The two arms, over the same window: `stable` is a page view whose remote came from `stable` at the
 * record's stable build; `canary` one that got the canary build as `canary`. Testers (preview) are
 * left out; any other page view is in neither arm.
 */
import { addMoments, NO_MOMENTS, type Moments } from './moments'
import type { EventsDb } from '../events-db/open'
import { LIVE_METRIC, VALUE_SLOT } from '../events-db/rollup'
import type { ArmKey, VitalArm } from './arms'
import { readHistogram } from './histogram'

/** The metrics health ranks, by their key and the name the rollup keeps them under. */
export const VITALS = { lcp: 'LCP', inp: 'INP', cls: 'CLS', live: LIVE_METRIC } as const
export type VitalKey = keyof typeof VITALS

/** The window is cut into this many equal buckets, then at the step changes. */
export const SERIES_BUCKETS = 24

const MINUTE_MS = 60_000

/** The window's buckets: where each begins (ms), and the minutes (their start, ms) in none. */
export interface SeriesBuckets {
  starts: number[]
  skipped: number[]
}

/**
 * The buckets of a window: `SERIES_BUCKETS` equal spans, each also cut at the step changes inside
 * the window; the minute each change fell in is skipped. The route and the judge's benchmark
 * (release-tools' virtual-site.ts) both bucket with this.
 */
export function seriesBuckets(since: Date, until: Date, cuts: readonly Date[] = []): SeriesBuckets {
  const [from, to] = [since.getTime(), until.getTime()]
  const width = Math.max(1000, to - from) / SERIES_BUCKETS
  const inside = cuts.map((cut) => cut.getTime()).filter((cut) => cut > from && cut < to)
  const uniform = Array.from({ length: SERIES_BUCKETS }, (_, index) => from + index * width)
  return {
    starts: [...new Set([...uniform, ...inside])].sort((a, b) => a - b),
    skipped: [...new Set(inside.map((cut) => Math.floor(cut / MINUTE_MS) * MINUTE_MS))],
  }
}

/**
 * The bucket of the minute beginning at `minute` (ms): the last that begins at or before it (the
 * minute the window begins in, the first); -1 when the minute is skipped.
 */
export function bucketOf({ starts, skipped }: SeriesBuckets, minute: number): number {
  if (skipped.includes(minute)) return -1
  let index = 0
  while (index + 1 < starts.length && starts[index + 1]! <= minute) index += 1
  return index
}

export { DISTRIBUTION_STEPS, type ArmKey, type VitalArm } from './arms'

export interface SeriesPoint {
  /** Where the bucket begins. */
  at: string
  pageViews: number
  erroredViews: number
  vitals: Record<VitalKey, Moments>
  /** The same sums of log(1 + value): the geometric means release health judges timings by. */
  logVitals: Record<VitalKey, Moments>
}

export interface ArmAggregate {
  build: string
  pageViews: number
  /** Page views with at least one `remote_error` from this remote. */
  erroredViews: number
  vitals: Record<VitalKey, VitalArm>
  series: SeriesPoint[]
}

export interface HealthAggregates {
  remote: string
  since: string
  until: string
  /** The step changes inside the window the buckets were cut at (none: 24 equal buckets). */
  cuts?: string[]
  stable: ArmAggregate
  canary: ArmAggregate
}

export interface HealthWindow {
  remote: string
  stableBuild: string
  canaryBuild: string
  since: Date
  until: Date
  /** The rollout's step changes: no bucket straddles one (see `seriesBuckets`). */
  cuts?: readonly Date[]
}

// $1 remote, $2 stable build, $3 canary build, $4 since, $5 until. A rollup row is read when its
// time span meets the window: the window's edges are read to the minute (page views and errors) and
// to the histogram's slot (values), so no event inside the window is ever left out.
const ARM = `CASE WHEN source = 'stable' AND build = $2 THEN 'stable'
                  WHEN source = 'canary' AND build = $3 THEN 'canary' END`
const IN_ARMS = `remote = $1 AND ((source = 'stable' AND build = $2) OR (source = 'canary' AND build = $3))`

// Per arm and minute: bucketed below (bucketOf).
const VIEWS_SQL = `
  SELECT ${ARM} AS arm, minute,
         sum(page_views)::int AS page_views, sum(errored_views)::int AS errored_views
  FROM health_views
  WHERE ${IN_ARMS} AND minute > $4::timestamptz - interval '1 minute' AND minute < $5
  GROUP BY 1, 2`

// One value per page view and metric (the rollup keeps a page view's largest, its last), in whole
// ms (CLS to 0.0001): a histogram of a few thousand rows however many events, counted per arm.
// Percentiles are read off it below.
const VALUES_SQL = `
  SELECT ${ARM} AS arm, metric AS vital, value, sum(count)::int AS count
  FROM health_values
  WHERE ${IN_ARMS} AND metric = ANY($6) AND slot > $4::timestamptz - interval '${VALUE_SLOT}' AND slot < $5
  GROUP BY 1, 2, 3
  HAVING sum(count) > 0
  ORDER BY 2, 3`

// Each vital's sums per arm and minute, of the values and of their logs (1 + value: a 0 ms value has
// one), kept with the histogram (health_moments): the same values, to the minute.
const MOMENTS_SQL = `
  SELECT ${ARM} AS arm, metric AS vital, minute,
         sum(n)::int AS n, sum(sum)::float8 AS sum, sum(sum_squares)::float8 AS sum_squares,
         sum(log_sum)::float8 AS log_sum, sum(log_sum_squares)::float8 AS log_sum_squares
  FROM health_moments
  WHERE ${IN_ARMS} AND metric = ANY($6) AND minute > $4::timestamptz - interval '1 minute' AND minute < $5
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0`

const emptyVital = (): VitalArm => ({ n: 0, p75: null, quantiles: [], moments: NO_MOMENTS })
const noVitals = (): Record<VitalKey, Moments> => ({
  lcp: NO_MOMENTS,
  inp: NO_MOMENTS,
  cls: NO_MOMENTS,
  live: NO_MOMENTS,
})
const vitalKeyOf = Object.fromEntries(Object.entries(VITALS).map(([key, name]) => [name, key])) as Record<
  string,
  VitalKey
>

function emptyArm(build: string, starts: readonly number[]): ArmAggregate {
  return {
    build,
    pageViews: 0,
    erroredViews: 0,
    vitals: { lcp: emptyVital(), inp: emptyVital(), cls: emptyVital(), live: emptyVital() },
    series: starts.map((start) => ({
      at: new Date(start).toISOString(),
      pageViews: 0,
      erroredViews: 0,
      vitals: noVitals(),
      logVitals: noVitals(),
    })),
  }
}

/** Both arms of one remote's canary over one window, from the events store. */
export async function healthAggregates(db: EventsDb, window: HealthWindow): Promise<HealthAggregates> {
  const params = [window.remote, window.stableBuild, window.canaryBuild, window.since, window.until]
  const buckets = seriesBuckets(window.since, window.until, window.cuts)
  const arms = {
    stable: emptyArm(window.stableBuild, buckets.starts),
    canary: emptyArm(window.canaryBuild, buckets.starts),
  }
  const pointOf = (arm: ArmKey, minute: Date) => arms[arm].series[bucketOf(buckets, minute.getTime())]

  const views = await db.query<{ arm: ArmKey; minute: Date; page_views: number; errored_views: number }>(
    VIEWS_SQL,
    params,
  )
  for (const row of views.rows) {
    const arm = arms[row.arm]
    arm.pageViews += row.page_views
    arm.erroredViews += row.errored_views
    const point = pointOf(row.arm, row.minute)
    if (!point) continue
    point.pageViews += row.page_views
    point.erroredViews += row.errored_views
  }

  const histogram = await db.query<{ arm: ArmKey; vital: string; value: number; count: number }>(VALUES_SQL, [
    ...params,
    Object.values(VITALS),
  ])
  for (const key of Object.keys(VITALS) as VitalKey[]) {
    const rows = histogram.rows.filter((row) => row.vital === VITALS[key])
    const read = readHistogram(rows)
    arms.stable.vitals[key] = { ...read.stable, moments: NO_MOMENTS }
    arms.canary.vitals[key] = { ...read.canary, moments: NO_MOMENTS }
  }

  const moments = await db.query<{
    arm: ArmKey
    vital: string
    minute: Date
    n: number
    sum: number
    sum_squares: number
    log_sum: number
    log_sum_squares: number
  }>(MOMENTS_SQL, [...params, Object.values(VITALS)])
  for (const row of moments.rows) {
    const key = vitalKeyOf[row.vital]!
    const added = { n: row.n, sum: row.sum, sumSquares: row.sum_squares }
    const vital = arms[row.arm].vitals[key]
    vital.moments = addMoments(vital.moments, added)
    const point = pointOf(row.arm, row.minute)
    if (!point) continue
    point.vitals[key] = addMoments(point.vitals[key], added)
    point.logVitals[key] = addMoments(point.logVitals[key], {
      n: row.n,
      sum: row.log_sum,
      sumSquares: row.log_sum_squares,
    })
  }

  return {
    remote: window.remote,
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    cuts: (window.cuts ?? [])
      .filter((cut) => cut > window.since && cut < window.until)
      .map((cut) => cut.toISOString()),
    ...arms,
  }
}
