import type { LighthouseFigures } from './lighthouse'
import { holdBudget } from './bench-process'
import { median } from './stats'
import { printTable, ratio, verdict } from './table'

/** One page's runs: each a load of the last release, of today's build and of the floor, back to back. */
export interface PageRuns {
  path: string
  runs: Array<{ baseline: LighthouseFigures; page: LighthouseFigures; floor: LighthouseFigures }>
}

type Side = 'baseline' | 'page' | 'floor'

export interface PageSummary {
  /** Medians of each side's runs, each figure on its own. */
  medians: Record<Side, LighthouseFigures>
  lcpRatio: number
  tbtRatio: number
  bootupRatio: number
}

const FIGURES = ['performance', 'lcpMs', 'tbtMs', 'bootupMs', 'cls'] as const

/**
 * A ratio of two times, where the baseline's can be 0 ms (a page that never blocks): today's 0 ms
 * is then 1×, anything more is over any ratio.
 */
const timeRatio = (today: number, baseline: number) =>
  baseline > 0 ? today / baseline : today > 0 ? Infinity : 1

export function summarise({ runs }: PageRuns): PageSummary {
  const side = (name: Side) =>
    Object.fromEntries(
      FIGURES.map((figure) => [figure, median(runs.map((run) => run[name][figure]))]),
    ) as unknown as LighthouseFigures
  const medians = { baseline: side('baseline'), page: side('page'), floor: side('floor') }
  return {
    medians,
    lcpRatio: medians.page.lcpMs / medians.floor.lcpMs,
    tbtRatio: timeRatio(medians.page.tbtMs, medians.baseline.tbtMs),
    bootupRatio: timeRatio(medians.page.bootupMs, medians.baseline.bootupMs),
  }
}

interface Budget {
  name: string
  figure: (s: PageSummary) => string
  pass: (s: PageSummary) => boolean
  text: string
}

const pair = (s: PageSummary, figure: 'tbtMs' | 'bootupMs') =>
  `${Math.round(s.medians.page[figure])} ÷ ${Math.round(s.medians.baseline[figure])} ms`

/**
 * The budgets, as ratios to what was measured in the same run: the last release for the main thread
 * (its blocking time on every page, its script evaluation on `/`, where the most parts meet), the
 * floor for the paint. No absolute time: the same code blocks 100 ms on one host here and 430 ms on
 * another.
 */
export function budgetsFor(path: string): Budget[] {
  return [
    {
      name: 'TBT ÷ last release',
      figure: (s) => `${ratio(s.tbtRatio)} (${pair(s, 'tbtMs')})`,
      pass: (s) => s.tbtRatio <= 0.4,
      text: '≤ 0.40×',
    },
    ...(path === '/'
      ? [
          {
            name: 'bootup-time ÷ last release',
            figure: (s: PageSummary) => `${ratio(s.bootupRatio)} (${pair(s, 'bootupMs')})`,
            pass: (s: PageSummary) => s.bootupRatio <= 0.5,
            text: '≤ 0.50×',
          },
        ]
      : []),
    {
      name: 'LCP ÷ floor',
      figure: (s) =>
        `${ratio(s.lcpRatio)} (${Math.round(s.medians.page.lcpMs)} ÷ ${Math.round(s.medians.floor.lcpMs)} ms)`,
      pass: (s) => s.lcpRatio <= 1.1,
      text: '≤ 1.10×',
    },
    {
      name: 'CLS',
      figure: (s) => s.medians.page.cls.toFixed(3),
      pass: (s) => s.medians.page.cls <= 0.02,
      text: '≤ 0.02',
    },
  ]
}

/** Prints a page's medians, both builds side by side, then its budgets; holds each to its budget. */
export function judgePage(path: string, runCount: number, baselineRef: string, s: PageSummary): void {
  console.log(
    `\n${path}   medians of ${runCount} runs (last release: ${baselineRef}; floor: the same DOM, no JS)`,
  )
  const row = (name: string, pick: (f: LighthouseFigures) => string) => [
    name,
    pick(s.medians.baseline),
    pick(s.medians.page),
    pick(s.medians.floor),
  ]
  printTable(
    ['figure', 'last release', 'today', 'floor'],
    [
      row('performance', (f) => String(f.performance)),
      row('TBT', (f) => `${Math.round(f.tbtMs)} ms`),
      row('bootup-time', (f) => `${Math.round(f.bootupMs)} ms`),
      row('LCP', (f) => `${Math.round(f.lcpMs)} ms`),
      row('CLS', (f) => f.cls.toFixed(3)),
    ],
  )
  const budgets = budgetsFor(path)
  printTable(
    ['budget', 'today', 'within', ''],
    budgets.map((budget) => [budget.name, budget.figure(s), budget.text, verdict(budget.pass(s))]),
  )
  for (const budget of budgets)
    holdBudget(budget.pass(s), `${path} ${budget.name} ${budget.figure(s)}, budget ${budget.text}`)
}
