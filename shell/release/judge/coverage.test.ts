// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { missedShare, type CoverageCase } from './coverage'
import { INDEPENDENT_VIEWS } from './traffic'

const base: CoverageCase = {
  runs: 40,
  viewsPerHour: 6000,
  minutes: 60,
  lookEveryMinutes: 5,
  percent: 50,
  conditions: INDEPENDENT_VIEWS,
  designEffect: 1,
  alpha: 0.1,
  seed: 1,
}

describe('missedShare', () => {
  it('keeps the miss rate of independent views within alpha, looked at every five minutes', () => {
    expect(missedShare(base)).toBeLessThanOrEqual(0.1)
  })

  it('misses far more often when visitors share a slow device and their views are counted as independent', () => {
    const visitors = { ...INDEPENDENT_VIEWS, viewsPerVisitor: 4, deviceSigma: 0.8 }
    const naive = missedShare({ ...base, conditions: visitors })
    const corrected = missedShare({ ...base, conditions: visitors, designEffect: 4 })
    expect(naive).toBeGreaterThan(corrected)
    expect(corrected).toBeLessThanOrEqual(0.1)
  })
})
