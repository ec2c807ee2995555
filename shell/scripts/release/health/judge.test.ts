// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { judgeMetric, overallVerdict } from './judge'
import { DEFAULT_THRESHOLDS } from './thresholds'

const lcp = DEFAULT_THRESHOLDS.lcp
const n = { stable: 400, canary: 120 }
const significant = { z: 4, pValue: 0.0001 }

describe('judgeMetric', () => {
  it('fails a canary worse beyond the allowance when the test agrees', () => {
    const judged = judgeMetric('lcp', { n, stable: 2000, canary: 2600, test: significant }, lcp)
    expect(judged).toMatchObject({ verdict: 'fail', relativeChange: 0.3, pValue: 0.0001 })
  })

  it('passes a canary worse beyond the allowance when the test does not say so', () => {
    const judged = judgeMetric('lcp', { n, stable: 2000, canary: 2600, test: { z: 1, pValue: 0.3 } }, lcp)
    expect(judged.verdict).toBe('pass')
  })

  it('passes a change within the allowance however significant, and an improvement', () => {
    expect(judgeMetric('lcp', { n, stable: 2000, canary: 2250, test: significant }, lcp).verdict).toBe('pass')
    expect(
      judgeMetric('lcp', { n, stable: 2000, canary: 1200, test: { z: -4, pValue: 0.0001 } }, lcp).verdict,
    ).toBe('pass')
  })

  it('is inconclusive below the minimum sample of either arm, never a pass, whatever the values', () => {
    const few = judgeMetric(
      'lcp',
      { n: { stable: 400, canary: 49 }, stable: 2000, canary: 2000, test: significant },
      lcp,
    )
    expect(few).toMatchObject({ verdict: 'inconclusive', reason: '49 of the 50 values needed per arm' })
    expect(
      judgeMetric('lcp', { n: { stable: 0, canary: 0 }, stable: null, canary: null, test: null }, lcp)
        .verdict,
    ).toBe('inconclusive')
  })

  it('judges a metric whose decrease is bad the other way round', () => {
    const threshold = { ...lcp, bad: 'decrease' as const, slack: 0 }
    expect(
      judgeMetric('lcp', { n, stable: 2000, canary: 1200, test: { z: -4, pValue: 0.0001 } }, threshold)
        .verdict,
    ).toBe('fail')
    expect(judgeMetric('lcp', { n, stable: 2000, canary: 2600, test: significant }, threshold).verdict).toBe(
      'pass',
    )
  })

  it('keeps a stable arm without errors from failing the canary on one error (the slack)', () => {
    const errors = DEFAULT_THRESHOLDS.errors
    const one = judgeMetric(
      'errors',
      { n, stable: 0, canary: 1 / 400, test: { z: 1, pValue: 0.001 } },
      errors,
    )
    expect(one).toMatchObject({ verdict: 'pass', relativeChange: null })
    const all = judgeMetric('errors', { n, stable: 0, canary: 1, test: { z: 20, pValue: 0 } }, errors)
    expect(all.verdict).toBe('fail')
  })
})

describe('overallVerdict', () => {
  it('fails on any failing metric, is inconclusive on any inconclusive one, else passes', () => {
    expect(overallVerdict(['pass', 'inconclusive', 'fail'])).toBe('fail')
    expect(overallVerdict(['pass', 'inconclusive', 'pass'])).toBe('inconclusive')
    expect(overallVerdict(['pass', 'pass'])).toBe('pass')
    expect(overallVerdict([])).toBe('inconclusive')
  })
})
