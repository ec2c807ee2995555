/**
 * What release health needs of the stored events, computed where they are: counts, percentiles and
 * rank sums come out of SQL, so a million events cross the wire as a few hundred numbers.
 *
 * The two arms, over the same window: `stable` is a page view whose remote came from `stable` at the
 * record's stable build; `canary` one that got the canary build as `canary`. Testers (preview) are
 * left out; any other page view is in neither arm.
 */
import type { EventsDb } from '../events-db/open'
import { rankHistogram } from './histogram'

export const VITALS = { lcp: 'LCP', inp: 'INP', cls: 'CLS' } as const
export type VitalKey = keyof typeof VITALS
export type ArmKey = 'stable' | 'canary'

/** The quantiles a report draws each distribution with: 5 %, 10 % … 95 %. */
export const DISTRIBUTION_STEPS = Array.from({ length: 19 }, (_, index) => (index + 1) / 20)
/** The window is cut into this many buckets for the over-time charts. */
export const SERIES_BUCKETS = 24

export interface VitalArm {
  /** Page views that reported the metric (its last value counts once). */
  n: number
  p75: number | null
  /** The arm's sum of ranks when both arms' values are ranked together (ties get their average). */
  rankSum: number
  quantiles: number[]
}

export interface ArmAggregate {
  build: string
  pageViews: number
  /** Page views with at least one `remote_error` from this remote. */
  erroredViews: number
  vitals: Record<VitalKey, VitalArm>
  series: Array<{ at: string; pageViews: number; erroredViews: number }>
}

export interface HealthAggregates {
  remote: string
  since: string
  until: string
  stable: ArmAggregate
  canary: ArmAggregate
  /** Per metric, Σ(t³ − t) over groups of t tied values across both arms: the test's tie correction. */
  ties: Record<VitalKey, number>
}

export interface HealthWindow {
  remote: string
  stableBuild: string
  canaryBuild: string
  since: Date
  until: Date
}

// $1 remote, $2 stable build, $3 canary build, $4 since, $5 until
const ARM_EVENTS = `
  SELECT CASE
           WHEN builds -> $1 ->> 'source' = 'stable' AND builds -> $1 ->> 'build' = $2 THEN 'stable'
           WHEN builds -> $1 ->> 'source' = 'canary' AND builds -> $1 ->> 'build' = $3 THEN 'canary'
         END AS arm, name, view_id, vital, vital_value, error_remote, received_at
  FROM events
  WHERE received_at >= $4 AND received_at < $5 AND NOT preview`

const VIEWS_SQL = `
  WITH arm_events AS (${ARM_EVENTS} AND name IN ('page_view', 'remote_error'))
  SELECT arm,
         floor(extract(epoch FROM received_at - $4) / $6)::int AS bucket,
         count(*) FILTER (WHERE name = 'page_view')::int AS page_views,
         count(DISTINCT view_id) FILTER (WHERE error_remote = $1)::int AS errored_views
  FROM arm_events WHERE arm IS NOT NULL
  GROUP BY arm, bucket`

// One value per page view and metric: a metric reported again (same page view) counts its last,
// and LCP, INP and CLS only grow within a page view, so the largest is the last. Out comes a
// histogram, a few thousand rows however many events: values rounded to what a person would tell
// apart (1 ms, CLS to 0.0001), counted per arm. Ranks and percentiles are read off it below.
const VITALS_SQL = `
  WITH per_view AS (
    SELECT arm, vital, max(vital_value) AS value
    FROM (${ARM_EVENTS} AND name = 'web_vital' AND vital IN ('LCP', 'INP', 'CLS')
          AND vital_value IS NOT NULL) AS arm_events
    WHERE arm IS NOT NULL
    GROUP BY arm, view_id, vital
  )
  SELECT arm, vital,
         (CASE WHEN vital = 'CLS' THEN round(value::numeric, 4) ELSE round(value::numeric) END)::float8
           AS value,
         count(*)::int AS count
  FROM per_view GROUP BY 1, 2, 3 ORDER BY 2, 3`

const emptyVital = (): VitalArm => ({ n: 0, p75: null, rankSum: 0, quantiles: [] })

function emptyArm(build: string, buckets: number): ArmAggregate {
  return {
    build,
    pageViews: 0,
    erroredViews: 0,
    vitals: { lcp: emptyVital(), inp: emptyVital(), cls: emptyVital() },
    series: Array.from({ length: buckets }, () => ({ at: '', pageViews: 0, erroredViews: 0 })),
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

  const histogram = await db.query<{ arm: ArmKey; vital: string; value: number; count: number }>(
    VITALS_SQL,
    params,
  )
  const ties: Record<VitalKey, number> = { lcp: 0, inp: 0, cls: 0 }
  for (const key of Object.keys(VITALS) as VitalKey[]) {
    const rows = histogram.rows.filter((row) => row.vital === VITALS[key])
    const ranked = rankHistogram(rows)
    arms.stable.vitals[key] = ranked.stable
    arms.canary.vitals[key] = ranked.canary
    ties[key] = ranked.tieTerm
  }

  return {
    remote: window.remote,
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    ...arms,
    ties,
  }
}
