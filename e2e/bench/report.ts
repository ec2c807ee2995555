import type { LighthouseFigures } from './lighthouse'
import { holdBudget } from './bench-process'
import { median } from './stats'
import { printTable, ratio, verdict } from './table'

export interface PageRuns {
  path: string
  runs: Array<{ page: LighthouseFigures; floor: LighthouseFigures }>
}

export interface PageSummary {
  performance: number
  lcpMs: number
  floorLcpMs: number
  lcpRatio: number
  tbtMs: number
  cls: number
}

export function summarise({ runs }: PageRuns): PageSummary {
  const of = (side: 'page' | 'floor', pick: (figures: LighthouseFigures) => number) =>
    median(runs.map((run) => pick(run[side])))
  const lcpMs = of('page', (f) => f.lcpMs)
  const floorLcpMs = of('floor', (f) => f.lcpMs)
  return {
    performance: of('page', (f) => f.performance),
    lcpMs,
    floorLcpMs,
    lcpRatio: lcpMs / floorLcpMs,
    tbtMs: of('page', (f) => f.tbtMs),
    cls: of('page', (f) => f.cls),
  }
}

/** The budgets every page is held to (the medians under the mobile conditions). */
export const BUDGETS: Array<{
  name: string
  figure: (s: PageSummary) => string
  pass: (s: PageSummary) => boolean
  text: string
}> = [
  {
    name: 'performance',
    figure: (s) => String(s.performance),
    pass: (s) => s.performance >= 95,
    text: '≥ 95',
  },
  {
    name: 'LCP ÷ floor',
    figure: (s) => `${ratio(s.lcpRatio)} (${Math.round(s.lcpMs)} ÷ ${Math.round(s.floorLcpMs)} ms)`,
    pass: (s) => s.lcpRatio <= 1.1,
    text: '≤ 1.10×',
  },
  { name: 'TBT', figure: (s) => `${Math.round(s.tbtMs)} ms`, pass: (s) => s.tbtMs <= 150, text: '≤ 150 ms' },
  { name: 'CLS', figure: (s) => s.cls.toFixed(3), pass: (s) => s.cls <= 0.02, text: '≤ 0.02' },
]

/** Prints a page's medians against the budgets, and holds each to its budget. */
export function judgePage(path: string, runCount: number, s: PageSummary): void {
  console.log(`\n${path}   median of ${runCount} runs (floor: the same DOM as static HTML, no JS)`)
  printTable(
    ['figure', 'median', 'budget', ''],
    BUDGETS.map((budget) => [budget.name, budget.figure(s), budget.text, verdict(budget.pass(s))]),
  )
  for (const budget of BUDGETS)
    holdBudget(budget.pass(s), `${path} ${budget.name} ${budget.figure(s)}, budget ${budget.text}`)
}
