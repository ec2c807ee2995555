// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  SERIES_BUCKETS,
  type ArmAggregate,
  type HealthAggregates,
} from 'site-server/canary-metrics/aggregates'
import { judge, strataOf } from './judge'
import { healthReport } from './report-html'
import { momentsOf } from './statistics'
import { DEFAULT_THRESHOLDS } from './thresholds'

const SINCE = Date.parse('2026-11-20T21:00:00Z')
const BUCKET_MS = (2 * 3_600_000) / SERIES_BUCKETS

/** An arm whose every bucket of an evening window has the same views and values. */
function arm(build: string, viewsPerBucket: number): ArmAggregate {
  const values = Array.from({ length: viewsPerBucket }, (_, index) => 1000 + index * 10)
  const moments = momentsOf(values)
  const vitals = { lcp: moments, inp: moments, cls: momentsOf(values.map(() => 0)), live: moments }
  const series = Array.from({ length: SERIES_BUCKETS }, (_, index) => ({
    at: new Date(SINCE + index * BUCKET_MS).toISOString(),
    pageViews: viewsPerBucket,
    erroredViews: 0,
    vitals,
    logVitals: vitals,
  }))
  const total = (key: keyof typeof vitals) => {
    const n = vitals[key].n * SERIES_BUCKETS
    const whole = {
      n,
      sum: vitals[key].sum * SERIES_BUCKETS,
      sumSquares: vitals[key].sumSquares * SERIES_BUCKETS,
    }
    return { n, p75: null, quantiles: [], moments: whole }
  }
  return {
    build,
    pageViews: viewsPerBucket * SERIES_BUCKETS,
    erroredViews: 0,
    vitals: { lcp: total('lcp'), inp: total('inp'), cls: total('cls'), live: total('live') },
    series,
  }
}

describe('healthReport', () => {
  const data: HealthAggregates = {
    remote: 'faq',
    since: new Date(SINCE).toISOString(),
    until: new Date(SINCE + 2 * 3_600_000).toISOString(),
    stable: arm('b41', 200),
    canary: arm('b42', 20),
  }
  const page = healthReport(
    { data, judgement: judge(strataOf(data), DEFAULT_THRESHOLDS) },
    DEFAULT_THRESHOLDS,
  )

  it('reads its time axes as ro-RO does: 21:30, never 9:30 PM', () => {
    expect(page).toMatch(/>2[12]:[0-5]\d</)
    expect(page).not.toMatch(/\d ?(AM|PM)</)
    expect(page).not.toMatch(/>0?9:[0-5]\d</)
  })

  it("charts each metric's interval over time against its allowance", () => {
    for (const name of [
      'Afișări cu erori ale părții',
      'LCP, media geometrică (ms)',
      'Timpul până la partea activă, media geometrică (ms)',
    ])
      expect(page).toContain(`Față de pragul permis: ${name}, în timp`)
    // The allowance, a dashed rule in each of the five charts.
    expect(page.match(/stroke-dasharray="4 3"/g)).toHaveLength(5)
  })
})
