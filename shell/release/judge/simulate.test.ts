// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatCount } from 'shell/tooling/lib/format'
import { powerChart } from './power-chart'
import { defaultSchedule as schedule, simulateRollout, type Scenario } from './simulate'
import { seriesBuckets } from 'site-server/canary-metrics/aggregates'
import { IDENTICAL, INDEPENDENT_VIEWS, MINUTE, trafficSource } from './traffic'
import { aggregatesOf } from './virtual-site'

const VISITORS = { ...INDEPENDENT_VIEWS, viewsPerVisitor: 4, deviceSigma: 0.3 }
const rollout = (scenario: Partial<Scenario>, waits: Partial<ReturnType<typeof schedule>> = {}) =>
  simulateRollout(
    { viewsPerHour: 20_000, effect: IDENTICAL, conditions: VISITORS, seed: 1, ...scenario },
    { ...schedule(), ...waits },
  )

describe('simulateRollout: the real --auto on a virtual clock', () => {
  it('gives the same outcome for the same seed', async () => {
    expect(await rollout({ seed: 11 })).toEqual(await rollout({ seed: 11 }))
  })

  it('promotes an identical canary through every step within the hour at 20 000 page views an hour', async () => {
    const outcome = await rollout({ seed: 3 })
    expect(outcome).toMatchObject({ action: 'promote', percent: 50 })
    expect(outcome.atMs).toBeLessThanOrEqual(60 * MINUTE)
  })

  it('rolls back LCP 1.5× stable after few canary views, and ten times the errors before promoting it', async () => {
    const slow = await rollout({ effect: { ...IDENTICAL, lcp: 1.5 }, seed: 3 })
    expect(slow.action).toBe('rollback')
    expect(slow.canaryViews).toBeLessThan(1000)
    const failing = await rollout({ effect: { ...IDENTICAL, errors: 10 }, seed: 4 })
    expect(failing.action).toBe('rollback')
  })

  it('stops a rollout that cannot gather the evidence in its longest wait, its share withdrawn', async () => {
    // 100 page views an hour: about 100 canary views in two hours, too few to exclude a regression.
    const hour = 3_600_000
    const quiet = await rollout(
      { viewsPerHour: 100, seed: 9 },
      { maxWaitMs: 2 * hour, rolloutMaxWaitMs: 3 * hour },
    )
    expect(quiet).toMatchObject({ action: 'stop', percent: 50, atMs: 2 * hour + 20 * MINUTE })
  })
})

describe('the virtual site', () => {
  it("buckets as the health route does: cut at the step changes named, each one's minute in none", () => {
    const traffic = trafficSource(6_000, IDENTICAL, INDEPENDENT_VIEWS, 1)
    const minutes = Array.from({ length: 30 }, (_, minute) => traffic(minute < 11 ? 5 : 25))
    const [since, until, step] = [new Date(0), new Date(30 * MINUTE), new Date(11 * MINUTE)]
    const answer = aggregatesOf(minutes, 0, since, until, [step])
    const { starts } = seriesBuckets(since, until, [step])
    expect(starts).toHaveLength(25)
    expect(answer.canary.series.map((point) => point.at)).toEqual(
      starts.map((start) => new Date(start).toISOString()),
    )
    expect(answer.cuts).toEqual([step.toISOString()])
    const bucketed = answer.canary.series.reduce((sum, point) => sum + point.pageViews, 0)
    expect(bucketed).toBe(answer.canary.pageViews - minutes[11]!.canary.pageViews)
    expect(minutes[11]!.canary.pageViews).toBeGreaterThan(0)
  })
})

describe('powerChart', () => {
  it('draws one panel per metric as a standalone SVG file, its numbers in ro-RO', () => {
    const svg = powerChart([
      { metric: 'LCP', effect: 1.3, viewsPerHour: 20_000, failed: 1 },
      { metric: 'erori', effect: 10, viewsPerHour: 20_000, failed: 0.5 },
    ])
    expect(svg.startsWith('<?xml')).toBe(true)
    expect(svg.match(/<svg/g)).toHaveLength(3)
    expect(svg).toContain(`${formatCount(20_000)} afișări/oră`)
    expect(svg).toContain('erori, × stabila')
  })
})
