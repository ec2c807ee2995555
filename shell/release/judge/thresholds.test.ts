// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_THRESHOLDS, withOverrides } from './thresholds'

describe('withOverrides', () => {
  it('keeps the table without overrides, and changes only the cells named', () => {
    expect(withOverrides([])).toEqual({ ok: true, thresholds: DEFAULT_THRESHOLDS })
    const result = withOverrides(['lcp.maxIncrease=0.2', 'errors.minSample=200'])
    expect(result).toEqual({
      ok: true,
      thresholds: {
        ...DEFAULT_THRESHOLDS,
        lcp: { ...DEFAULT_THRESHOLDS.lcp, maxIncrease: 0.2 },
        errors: { ...DEFAULT_THRESHOLDS.errors, minSample: 200 },
      },
    })
    expect(DEFAULT_THRESHOLDS.lcp.maxIncrease).toBe(0.1)
  })

  it.each([
    ['lcp', 'write it as <metric>.<field>=<value>'],
    ['ttfb.alpha=0.1', 'no metric "ttfb"'],
    ['lcp.alpha=2', 'lcp.alpha'],
    ['lcp.alpha=', 'lcp.alpha'],
    ['cls.minSample=2.5', 'cls.minSample'],
    ['inp.maxIncrease=-1', 'inp.maxIncrease'],
    ['inp.color=1', 'inp'],
    ['errors.scale=log', 'scale is its own'],
    ['lcp.designEffect=0.5', 'lcp.designEffect'],
  ])('refuses %s, naming the cell', (override, named) => {
    const result = withOverrides([override])
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toContain(named)
  })
})
