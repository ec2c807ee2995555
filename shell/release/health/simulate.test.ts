// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatCount } from 'shell/tooling/lib/format'
import { powerChart } from './power-chart'
import { defaultSchedule as schedule, IDENTICAL, simulateRollout } from './simulate'

describe('simulateRollout', () => {
  it('gives the same outcome for the same seed', () => {
    const scenario = { viewsPerHour: 20_000, effect: IDENTICAL, seed: 11 }
    expect(simulateRollout(scenario, schedule())).toEqual(simulateRollout(scenario, schedule()))
  })

  it('rolls back a canary with LCP 1.5× stable at its first step, and never one identical to stable', () => {
    const slow = simulateRollout(
      { viewsPerHour: 20_000, effect: { ...IDENTICAL, lcp: 1.5 }, seed: 3 },
      schedule(),
    )
    expect(slow).toMatchObject({ action: 'rollback', percent: 5 })
    expect(slow.canaryViews).toBeLessThan(2000)
    for (const seed of [1, 2, 3, 4, 5])
      expect(simulateRollout({ viewsPerHour: 20_000, effect: IDENTICAL, seed }, schedule()).action).not.toBe(
        'rollback',
      )
  })

  it('promotes an identical canary through every step when traffic gives the evidence, and stops one that cannot', () => {
    const busy = simulateRollout({ viewsPerHour: 120_000, effect: IDENTICAL, seed: 9 }, schedule())
    expect(busy).toMatchObject({ action: 'promote', percent: 50 })
    const quiet = simulateRollout({ viewsPerHour: 600, effect: IDENTICAL, seed: 9 }, schedule())
    // Two hours at 5 % of 600 views an hour: 60 canary views, too few for any pass.
    expect(quiet).toMatchObject({ action: 'stop', percent: 5, atMs: 2 * 3_600_000 })
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
