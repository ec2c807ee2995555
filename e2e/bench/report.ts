import type { LighthouseFigures } from './lighthouse'
import { ORIGINS } from '../support/apps'
import { median } from './stats'

export interface PageRuns {
  path: string
  runs: Array<{ page: LighthouseFigures; floor: LighthouseFigures }>
}

export interface ScriptFile {
  url: string
  transferBytes: number
  gzipBytes: number
}

export interface PageSummary {
  performance: number
  floorPerformance: number
  lcpMs: number
  floorLcpMs: number
  lcpRatio: number
  tbtMs: number
  threadTimeTbtMs: number | undefined
  stealPercent: number | undefined
  cls: number
  accessibility: number
  seo: number
}

export function summarise({ runs }: PageRuns): PageSummary {
  const of = (side: 'page' | 'floor', pick: (figures: LighthouseFigures) => number) =>
    median(runs.map((run) => pick(run[side])))
  const lcpMs = of('page', (f) => f.lcpMs)
  const floorLcpMs = of('floor', (f) => f.lcpMs)
  return {
    performance: of('page', (f) => f.performance),
    floorPerformance: of('floor', (f) => f.performance),
    lcpMs,
    floorLcpMs,
    lcpRatio: lcpMs / floorLcpMs,
    tbtMs: of('page', (f) => f.tbtMs),
    threadTimeTbtMs: medianOfKnown(runs.map((run) => run.page.threadTimeTbtMs)),
    stealPercent: medianOfKnown(runs.map((run) => run.page.stealPercent)),
    cls: of('page', (f) => f.cls),
    accessibility: of('page', (f) => f.accessibility),
    seo: of('page', (f) => f.seo),
  }
}

function medianOfKnown(values: Array<number | undefined>): number | undefined {
  const known = values.filter((value) => value !== undefined)
  return known.length ? median(known) : undefined
}

/** The budgets every page is held to; a benchmark reports them, it does not fail on them. */
const BUDGETS: Array<{ name: string; pass: (s: PageSummary) => boolean; text: string }> = [
  { name: 'performance', pass: (s) => s.performance >= 95, text: '≥ 95' },
  { name: 'LCP ÷ floor', pass: (s) => s.lcpRatio <= 1.1, text: '≤ 1.10×' },
  { name: 'TBT', pass: (s) => s.tbtMs <= 150, text: '≤ 150 ms' },
  { name: 'CLS', pass: (s) => s.cls <= 0.02, text: '≤ 0.02' },
]

const ms = (value: number) => `${Math.round(value)} ms`
/** For the figures a host may not give (no trace, not Linux). */
export const msOrNa = (value: number | undefined) => (value === undefined ? 'n/a' : ms(value))
export const percentOrNa = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${Math.round(value)} %`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** `home /assets/x.js` for the site's own origins, the full URL for anything else. */
function shortUrl(url: string): string {
  const parsed = new URL(url)
  const app = Object.entries(ORIGINS).find(([, origin]) => origin === parsed.origin)?.[0]
  return app ? `${app.padEnd(10)} ${parsed.pathname}` : url
}

export function printPage(path: string, runCount: number, s: PageSummary, scripts: ScriptFile[]): void {
  const figures: Record<string, [string, string?]> = {
    performance: [String(s.performance), `floor ${s.floorPerformance}`],
    LCP: [ms(s.lcpMs), `floor ${ms(s.floorLcpMs)}`],
    'LCP ÷ floor': [`${s.lcpRatio.toFixed(2)}×`],
    TBT: [ms(s.tbtMs)],
    'TBT, CPU time': [msOrNa(s.threadTimeTbtMs), 'diagnostic'],
    'host steal': [percentOrNa(s.stealPercent), 'of CPU time'],
    CLS: [s.cls.toFixed(3)],
    accessibility: [String(s.accessibility)],
    SEO: [String(s.seo)],
  }
  console.log(
    `\n${path}   median of ${runCount} runs, mobile conditions applied (floor: the same DOM as static HTML, no JS)`,
  )
  for (const [name, [value, floor = '']] of Object.entries(figures)) {
    const budget = BUDGETS.find((b) => b.name === name)
    const verdict = budget ? `budget ${budget.text.padEnd(9)} ${budget.pass(s) ? 'PASS' : 'FAIL'}` : ''
    console.log(`  ${name.padEnd(14)} ${value.padStart(9)}   ${floor.padEnd(16)} ${verdict}`.trimEnd())
  }
  const total = (pick: (file: ScriptFile) => number) => scripts.reduce((sum, file) => sum + pick(file), 0)
  console.log(
    `  JS: ${scripts.length} files, ${kb(total((f) => f.gzipBytes))} gzip ` +
      `(${kb(total((f) => f.transferBytes))} on the wire: bodies as served, brotli, plus headers)`,
  )
  console.log(`  ${'gzip'.padStart(9)} ${'wire'.padStart(9)}  file`)
  for (const file of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(
      `  ${kb(file.gzipBytes).padStart(9)} ${kb(file.transferBytes).padStart(9)}  ${shortUrl(file.url)}`,
    )
}

/**
 * Lighthouse's default, simulated figures, printed without a verdict. Lantern simulates the LCP from an
 * unthrottled load in which every file arrives before the paint, and counts each script that finished
 * before the paint as needed for it unless it saw that script run later; module scripts leave no trace
 * event of their run, so any JS requested before the paint counts, however the throttled page behaves.
 */
export function printSimulated(s: PageSummary): void {
  console.log(
    `  simulated (Lantern): performance ${s.performance}, LCP ${ms(s.lcpMs)} (floor ${ms(s.floorLcpMs)}, ` +
      `${s.lcpRatio.toFixed(2)}×), TBT ${ms(s.tbtMs)}, CLS ${s.cls.toFixed(3)}`,
  )
}
