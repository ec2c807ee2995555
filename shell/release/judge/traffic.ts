/**
 * Synthetic field data for `pnpm bench:judge`, minute by minute on a virtual clock: visitors who
 * each view several pages on one device (a slow phone is slow on each), split into the arms by a
 * per-visitor bucket as the shell splits them (a raised share moves the visitors below it), with a
 * trend or an incident both arms share. Seeded: the same scenario gives the same minutes.
 */
import { randomGeometric, randomLcg, randomNormal } from 'd3-random'
import type { VitalKey } from 'site-server/canary-metrics/aggregates'
import type { Cell } from './judge'
import { NO_MOMENTS, type Moments } from './statistics'

/**
 * The shapes of the field data. Log-normal timings, as field LCP and INP are (CrUX's distributions
 * are close to log-normal); CLS zero on most views; errors rare.
 */
export interface FieldShape {
  /** Share of page views with an error of the remote. */
  errorRate: number
  lcp: { median: number; sigma: number }
  /** INP exists only on views with an interaction: `share` of them. */
  inp: { share: number; median: number; sigma: number }
  /** CLS is exactly 0 on `zeroShare` of views. */
  cls: { zeroShare: number; median: number; sigma: number }
  live: { median: number; sigma: number }
}

export const REALISTIC_FIELD: FieldShape = {
  errorRate: 0.002,
  lcp: { median: 2000, sigma: 0.6 },
  inp: { share: 0.4, median: 120, sigma: 0.7 },
  cls: { zeroShare: 0.6, median: 0.03, sigma: 1 },
  live: { median: 900, sigma: 0.5 },
}

/** The canary's difference: multipliers of stable's LCP and of its error rate (1: identical). */
export interface Effect {
  lcp: number
  errors: number
}

export const IDENTICAL: Effect = { lcp: 1, errors: 1 }

/** What happens to the site, both arms alike. */
export interface Conditions {
  /** Page views a visitor makes, on average (a geometric count, one a minute); 1: each view its own visitor. */
  viewsPerVisitor: number
  /** The spread (log scale) of a visitor's device factor on every timing; 0: none. */
  deviceSigma: number
  /** LCP grows by this share over `trendMs`, then stays (0: no trend). */
  trend: number
  trendMs: number
  /** Errors times `factor` in both arms from `atMs` for `forMs` (factor 1: no incident). */
  incident: { atMs: number; forMs: number; factor: number }
}

export const INDEPENDENT_VIEWS: Conditions = {
  viewsPerVisitor: 1,
  deviceSigma: 0,
  trend: 0,
  trendMs: 1,
  incident: { atMs: 0, forMs: 0, factor: 1 },
}

export const MINUTE = 60_000

interface Visitor {
  /** Where the visitor's bucket falls, 0 to 100: the canary's while below its share. */
  bucket: number
  views: number
  device: number
}

export function emptyCell(): Cell {
  const vitals = () => ({
    lcp: { ...NO_MOMENTS },
    inp: { ...NO_MOMENTS },
    cls: { ...NO_MOMENTS },
    live: { ...NO_MOMENTS },
  })
  return { pageViews: 0, erroredViews: 0, vitals: vitals(), logVitals: vitals() }
}

function add(cell: Cell, key: VitalKey, value: number): void {
  const put = (moments: Moments, x: number) => {
    moments.n += 1
    moments.sum += x
    moments.sumSquares += x * x
  }
  put(cell.vitals[key], value)
  put(cell.logVitals[key], Math.log1p(value))
}

/** The site's traffic: `minute(percent)` gives the next minute's cells of both arms. */
export function trafficSource(
  viewsPerHour: number,
  effect: Effect,
  conditions: Conditions,
  seed: number,
  shape: FieldShape = REALISTIC_FIELD,
) {
  const uniform = randomLcg(seed)
  const normal = randomNormal.source(uniform)(0, 1)
  const views = randomGeometric.source(uniform)(1 / conditions.viewsPerVisitor)
  const logNormal = (median: number, sigma: number) => median * Math.exp(sigma * normal())
  const arrivals = viewsPerHour / 60 / conditions.viewsPerVisitor
  let [clock, owed] = [0, 0]
  let active: Visitor[] = []

  /** One page view's field data, rounded as the rollup keeps it (whole ms, CLS to 0.0001). */
  const view = (cell: Cell, visitor: Visitor, arm: Effect) => {
    cell.pageViews += 1
    const { incident } = conditions
    const during = clock >= incident.atMs && clock < incident.atMs + incident.forMs
    if (uniform() < shape.errorRate * arm.errors * (during ? incident.factor : 1)) cell.erroredViews += 1
    const trend = 1 + conditions.trend * Math.min(1, clock / conditions.trendMs)
    add(
      cell,
      'lcp',
      Math.round(logNormal(shape.lcp.median, shape.lcp.sigma) * visitor.device * arm.lcp * trend),
    )
    if (uniform() < shape.inp.share)
      add(cell, 'inp', Math.round(logNormal(shape.inp.median, shape.inp.sigma) * visitor.device))
    add(
      cell,
      'cls',
      uniform() < shape.cls.zeroShare
        ? 0
        : Math.round(Math.min(logNormal(shape.cls.median, shape.cls.sigma), 5) * 1e4) / 1e4,
    )
    add(cell, 'live', Math.round(logNormal(shape.live.median, shape.live.sigma) * visitor.device))
  }

  return function minute(percent: number): { stable: Cell; canary: Cell } {
    const cells = { stable: emptyCell(), canary: emptyCell() }
    for (owed += arrivals; owed >= 1; owed -= 1)
      active.push({
        bucket: uniform() * 100,
        views: views(),
        device: Math.exp(conditions.deviceSigma * normal()),
      })
    for (const visitor of active) {
      if (visitor.bucket < percent) view(cells.canary, visitor, effect)
      else view(cells.stable, visitor, IDENTICAL)
      visitor.views -= 1
    }
    active = active.filter((visitor) => visitor.views > 0)
    clock += MINUTE
    return cells
  }
}
