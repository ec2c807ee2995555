import type { LighthouseFigures } from './lighthouse'
import type { Side } from './load-order'
import { holdBudget } from './bench-process'
import { median, ratioInterval, type RatioInterval } from './stats'
import { printTable, ratio, verdict } from './table'

/** One page's runs: each a load of the last release, of today's build and of the floor, back to back. */
export interface PageRuns {
  path: string
  runs: Array<{ baseline: LighthouseFigures; page: LighthouseFigures; floor: LighthouseFigures }>
}

export interface PageSummary {
  /** Medians of each side's runs, each figure on its own. */
  medians: Record<Side, LighthouseFigures>
  tbtRatio: number
  /** Today's bootup-time ÷ the last release's, from the runs' pairs, with its 95 % interval. */
  bootup: RatioInterval
  /** Today's LCP ÷ the floor's, from the runs' pairs, with its 95 % interval. */
  lcp: RatioInterval
}

/** How closely the ratios must be known before a page's runs stop (`web.ts`): ±5 %. */
export const RATIO_PRECISION = 0.05

/** The bootup-time ratio of each run's pair, loaded back to back. */
export const bootupRatios = ({ runs }: PageRuns) =>
  runs.map((run) => timeRatio(run.page.bootupMs, run.baseline.bootupMs))

/**
 * The LCP ratio of each run's pair, today's page and its floor loaded back to back: the host's state
 * weighs on both. The ratio of the two sides' medians could pair a run the host slowed on one side
 * with a quiet one on the other.
 */
export const lcpRatios = ({ runs }: PageRuns) => runs.map((run) => run.page.lcpMs / run.floor.lcpMs)

/** The ratios judged on pairs, each by the name a reader sees. */
export const PAIRED_RATIO_NAMES = { bootup: 'bootup-time ratio', lcp: 'LCP ratio' } as const

/** The ratios a page's runs must know within `RATIO_PRECISION` before they stop: both judged on pairs. */
export function pairedRatios(pageRuns: PageRuns): Record<keyof typeof PAIRED_RATIO_NAMES, RatioInterval> {
  return { bootup: ratioInterval(bootupRatios(pageRuns)), lcp: ratioInterval(lcpRatios(pageRuns)) }
}

const FIGURES = ['performance', 'lcpMs', 'tbtMs', 'bootupMs', 'cls'] as const

/**
 * A ratio of two times, where the baseline's can be 0 ms (a page that never blocks): today's 0 ms
 * is then 1×, anything more is over any ratio.
 */
const timeRatio = (today: number, baseline: number) =>
  baseline > 0 ? today / baseline : today > 0 ? Infinity : 1

export function summarise(pageRuns: PageRuns): PageSummary {
  const { runs } = pageRuns
  const side = (name: Side) =>
    Object.fromEntries(
      FIGURES.map((figure) => [figure, median(runs.map((run) => run[name][figure]))]),
    ) as unknown as LighthouseFigures
  const medians = { baseline: side('baseline'), page: side('page'), floor: side('floor') }
  return {
    medians,
    tbtRatio: timeRatio(medians.page.tbtMs, medians.baseline.tbtMs),
    ...pairedRatios(pageRuns),
  }
}

interface Budget {
  name: string
  figure: (s: PageSummary) => string
  pass: (s: PageSummary) => boolean
  text: string
}

const pair = (s: PageSummary, figure: 'tbtMs' | 'bootupMs' | 'lcpMs', to: Side = 'baseline') =>
  `${Math.round(s.medians.page[figure])} ÷ ${Math.round(s.medians[to][figure])} ms`

/** The interval of a ratio, for a figure: `0.47× (0.44–0.50×, ±6 %)`. */
export const intervalText = (r: RatioInterval) =>
  `${ratio(r.estimate)} (${r.low.toFixed(2)}–${Number.isFinite(r.high) ? r.high.toFixed(2) : '∞'}×, ±${
    Number.isFinite(r.relativeHalfWidth) ? Math.round(r.relativeHalfWidth * 100) : '∞'
  } %)`

/**
 * The budgets, as ratios to what was measured in the same run: the last release for the main thread
 * (its blocking time and its script work, on every page: issue 57), the floor for the paint. No
 * absolute time: the same code blocks 100 ms on one host here and 430 ms on another. The script work
 * and the paint are judged on the pairs' ratios (each 95 % interval printed beside it): the same
 * build's bootup-time moves by a fifth between runs, and its floor's LCP by a tenth; a pair's ratio
 * much less.
 */
export function budgetsFor(): Budget[] {
  return [
    {
      name: 'TBT ÷ last release',
      figure: (s) => `${ratio(s.tbtRatio)} (${pair(s, 'tbtMs')})`,
      pass: (s) => s.tbtRatio <= 0.2,
      text: '≤ 0.20×',
    },
    {
      name: 'bootup-time ÷ last release',
      figure: (s) => `${intervalText(s.bootup)} (medians ${pair(s, 'bootupMs')})`,
      pass: (s) => s.bootup.estimate <= 0.5,
      text: '≤ 0.50×',
    },
    {
      name: 'LCP ÷ floor',
      figure: (s) => `${intervalText(s.lcp)} (medians ${pair(s, 'lcpMs', 'floor')})`,
      pass: (s) => s.lcp.estimate <= 1.05,
      text: '≤ 1.05×',
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
  const budgets = budgetsFor()
  printTable(
    ['budget', 'today', 'within', ''],
    budgets.map((budget) => [budget.name, budget.figure(s), budget.text, verdict(budget.pass(s))]),
  )
  for (const budget of budgets)
    holdBudget(budget.pass(s), `${path} ${budget.name} ${budget.figure(s)}, budget ${budget.text}`)
}
