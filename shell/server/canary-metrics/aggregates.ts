/**
 * What release health needs of the stored events, read from the rollup the collector keeps as it
 * writes them (events-db/rollup.ts): counts and histograms, a few thousand rows for a million events;
 * percentiles are read off the histograms, and each vital's sums (its moments) per time bucket.
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

/** The window is cut into this many buckets for the over-time charts. */
export const SERIES_BUCKETS = 24

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
  stable: ArmAggregate
  canary: ArmAggregate
}

export interface HealthWindow {
  remote: string
  stableBuild: string
  canaryBuild: string
  since: Date
  until: Date
}

// $1 remote, $2 stable build, $3 canary build, $4 since, $5 until. A rollup row is read when its
// time span meets the window: the window's edges are read to the minute (page views and errors) and
// to the histogram's slot (values), so no event inside the window is ever left out.
const ARM = `CASE WHEN source = 'stable' AND build = $2 THEN 'stable'
                  WHEN source = 'canary' AND build = $3 THEN 'canary' END`
const IN_ARMS = `remote = $1 AND ((source = 'stable' AND build = $2) OR (source = 'canary' AND build = $3))`

const VIEWS_SQL = `
  SELECT ${ARM} AS arm,
         greatest(0, floor(extract(epoch FROM minute - $4) / $6))::int AS bucket,
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

// Each vital's sums per arm and bucket of the window, from the same histogram, of the values and of
// their logs (1 + value: a 0 ms value has one).
const MOMENTS_SQL = `
  SELECT ${ARM} AS arm, metric AS vital,
         greatest(0, floor(extract(epoch FROM slot - $4) / $7))::int AS bucket,
         sum(count)::int AS n, sum(count * value)::float8 AS sum, sum(count * value * value)::float8 AS sum_squares,
         sum(count * ln(1 + value))::float8 AS log_sum, sum(count * ln(1 + value) ^ 2)::float8 AS log_sum_squares
  FROM health_values
  WHERE ${IN_ARMS} AND metric = ANY($6) AND slot > $4::timestamptz - interval '${VALUE_SLOT}' AND slot < $5
  GROUP BY 1, 2, 3`

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

function emptyArm(build: string, buckets: number): ArmAggregate {
  return {
    build,
    pageViews: 0,
    erroredViews: 0,
    vitals: { lcp: emptyVital(), inp: emptyVital(), cls: emptyVital(), live: emptyVital() },
    series: Array.from({ length: buckets }, () => ({
      at: '',
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
  const spanSeconds = Math.max(1, (window.until.getTime() - window.since.getTime()) / 1000)
  const bucketSeconds = spanSeconds / SERIES_BUCKETS
  const arms = {
    stable: emptyArm(window.stableBuild, SERIES_BUCKETS),
    canary: emptyArm(window.canaryBuild, SERIES_BUCKETS),
  }
  for (const arm of Object.values(arms))
    arm.series.forEach((point, index) => {
      point.at = new Date(window.since.getTime() + index * bucketSeconds * 1000).toISOString()
    })

  const views = await db.query<{ arm: ArmKey; bucket: number; page_views: number; errored_views: number }>(
    VIEWS_SQL,
    [...params, bucketSeconds],
  )
  for (const row of views.rows) {
    const arm = arms[row.arm]
    arm.pageViews += row.page_views
    arm.erroredViews += row.errored_views
    const point = arm.series[Math.min(SERIES_BUCKETS - 1, Math.max(0, row.bucket))]!
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
    bucket: number
    n: number
    sum: number
    sum_squares: number
    log_sum: number
    log_sum_squares: number
  }>(MOMENTS_SQL, [...params, Object.values(VITALS), bucketSeconds])
  for (const row of moments.rows) {
    const key = vitalKeyOf[row.vital]!
    const bucket = arms[row.arm].series[Math.min(SERIES_BUCKETS - 1, row.bucket)]!
    const added = { n: row.n, sum: row.sum, sumSquares: row.sum_squares }
    bucket.vitals[key] = addMoments(bucket.vitals[key], added)
    bucket.logVitals[key] = addMoments(bucket.logVitals[key], {
      n: row.n,
      sum: row.log_sum,
      sumSquares: row.log_sum_squares,
    })
    const vital = arms[row.arm].vitals[key]
    vital.moments = addMoments(vital.moments, added)
  }

  return {
    remote: window.remote,
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    ...arms,
  }
}
