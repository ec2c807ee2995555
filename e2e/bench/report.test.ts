// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LighthouseFigures } from './lighthouse'
import { lcpRatios, pairedRatios, summarise, budgetsFor, type PageRuns } from './report'

const figures = (lcpMs: number, bootupMs: number): LighthouseFigures => ({
  performance: 90,
  lcpMs,
  tbtMs: 10,
  bootupMs,
  cls: 0,
})

/** Runs as [today's LCP, floor's LCP]; the script work is the same pair each time. */
const pageRuns = (lcps: Array<[number, number]>): PageRuns => ({
  path: '/',
  runs: lcps.map(([page, floor]) => ({
    baseline: figures(2000, 800),
    page: figures(page, 400),
    floor: figures(floor, 20),
  })),
})

const lcpBudget = budgetsFor().find((budget) => budget.name === 'LCP ÷ floor')!

describe("bench:web's LCP budget", () => {
  it('pairs each run of the page with the floor loaded in the same run', () => {
    expect(
      lcpRatios(
        pageRuns([
          [2100, 2000],
          [1890, 1800],
        ]),
      ),
    ).toEqual([1.05, 1.05])
  })

  it('passes a page that paints just after its floor in each run, though the host moved both by a fifth', () => {
    const summary = summarise(
      pageRuns([
        [2244, 2200],
        [1836, 1800],
        [2346, 2300],
        [1938, 1900],
      ]),
    )
    expect(summary.lcp.estimate).toBeCloseTo(1.02, 3)
    expect(summary.lcp.relativeHalfWidth).toBeLessThan(0.01)
    expect(lcpBudget.pass(summary)).toBe(true)
    expect(lcpBudget.figure(summary)).toBe('1.02× (1.02–1.02×, ±0 %) (medians 2091 ÷ 2050 ms)')
  })

  it('fails a page that paints later than its floor in every run', () => {
    const summary = summarise(
      pageRuns([
        [2150, 2000],
        [2260, 2100],
        [1930, 1800],
      ]),
    )
    expect(summary.lcp.estimate).toBeGreaterThan(1.07)
    expect(summary.lcp.low).toBeGreaterThan(1.05)
    expect(lcpBudget.pass(summary)).toBe(false)
  })

  it('knows the ratio within ±5 % only once the pairs agree', () => {
    expect(
      pairedRatios(
        pageRuns([
          [2100, 2000],
          [2000, 1900],
          [2200, 2100],
        ]),
      ).lcp.relativeHalfWidth,
    ).toBeLessThan(0.05)
    expect(
      pairedRatios(
        pageRuns([
          [2100, 2000],
          [2400, 1900],
          [1900, 2100],
        ]),
      ).lcp.relativeHalfWidth,
    ).toBeGreaterThan(0.05)
    expect(pairedRatios(pageRuns([[2100, 2000]])).lcp.relativeHalfWidth).toBe(Infinity)
  })
})
