/**
 * `pnpm bench:judge`: do rollouts ship? Runs whole rollouts on a virtual clock through the real
 * `--auto` loop (shell's simulate.ts: assess, rolloutTimes, judge, decide, applyDecision, the
 * release record on disk) against a virtual site whose synthetic field data (log-normal timings,
 * CLS mostly zero, rare errors; traffic.ts) runs while --auto sleeps, on `--auto`'s default
 * schedule, and prints:
 *   1. by traffic (2 000 and 20 000 page views an hour) and condition (independent views; visitors
 *      of four views on average with a per-visitor device factor; the same with a trend both arms
 *      share, LCP +25 % over two hours; the same with a site-wide incident, errors ×10 in both arms
 *      for ten minutes from minute 30), for identical builds, LCP +30 % and errors ×10: the share
 *      promoted, rolled back and stopped, the median time to promotion and the median canary page
 *      views served before a rollback (the exposure); --runs rollouts a cell (default 50);
 *   2. whether the timing intervals hold with visitors: the share of runs whose LCP interval ever
 *      left the truth (identical arms), page views judged as independent and with the design effect;
 *   3. the power curve by regression and traffic (2 000 … 60 000), --power-runs a cell (default 10),
 *      also as an SVG chart (bench-results/judge-power.svg).
 * Budgets (decision 0102), at 2 000 and 20 000 an hour in every condition: identical builds rolled
 * back ≤ 1 %, promoted ≥ 95 %, median time to promotion ≤ 60 min at 20 000 and ≤ 4 h at 2 000;
 * LCP +30 % promoted ≤ 1 %, rolled back ≥ 90 %, median canary views before the rollback ≤ 1 000;
 * errors ×10 promoted ≤ 1 %, rolled back ≥ 95 %. Exits 1 over budget. No server, no browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  IDENTICAL,
  INDEPENDENT_VIEWS,
  defaultSchedule,
  missedShare,
  powerChart,
  simulateRollout,
  type Conditions,
  type Effect,
  type Outcome,
  type PowerPoint,
  type Schedule,
} from 'release-tools/judge/bench-entry'
import { benchOptions, holdBudget, runBenchmark } from './bench-process'
import { median } from './stats'
import { printTable, verdict } from './table'

const HOUR = 3_600_000
const VISITORS: Conditions = { ...INDEPENDENT_VIEWS, viewsPerVisitor: 4, deviceSigma: 0.3 }
const CONDITIONS: Array<{ name: string; conditions: Conditions }> = [
  { name: 'independent views', conditions: INDEPENDENT_VIEWS },
  { name: 'visitors (4 views, device)', conditions: VISITORS },
  { name: 'visitors + trend LCP +25 %/2 h', conditions: { ...VISITORS, trend: 0.25, trendMs: 2 * HOUR } },
  {
    name: 'visitors + incident errors ×10',
    conditions: { ...VISITORS, incident: { atMs: 30 * 60_000, forMs: 10 * 60_000, factor: 10 } },
  },
]
const EFFECTS: Array<{ name: string; effect: Effect }> = [
  { name: 'identical', effect: IDENTICAL },
  { name: 'LCP +30 %', effect: { ...IDENTICAL, lcp: 1.3 } },
  { name: 'errors ×10', effect: { ...IDENTICAL, errors: 10 } },
]
const BUDGET_TRAFFIC = [2_000, 20_000]
const POWER_TRAFFIC = [2_000, 5_000, 20_000, 60_000]
const LCP_EFFECTS = [1.05, 1.1, 1.2, 1.3, 1.5]
const ERROR_EFFECTS = [2, 5, 10]
const BUDGETS = {
  falseRollbacks: 0.01,
  promoted: 0.95,
  promotionMinutes: { 2_000: 240, 20_000: 60 } as Record<number, number>,
  badPromoted: 0.01,
  lcpRolledBack: 0.9,
  lcpExposure: 1_000,
  errorsRolledBack: 0.95,
}

interface BudgetRow {
  viewsPerHour: number
  condition: string
  effect: string
  kind: string
  value: number | null
  text: string
  budget: string
  within: boolean
}

/**
 * One held figure a budget (an effect's figure, say its share promoted): at each traffic, its range
 * over the conditions beside that traffic's budget, within only when every condition is. The table
 * above prints every cell; the figures file and the e2e README keep these lines.
 */
function heldFigures(rows: readonly BudgetRow[]): Array<{ text: string; within: boolean }> {
  const families = new Map<string, BudgetRow[]>()
  for (const row of rows) {
    const key = `${row.effect}: ${row.kind}`
    families.set(key, [...(families.get(key) ?? []), row])
  }
  return [...families].map(([family, group]) => {
    const byTraffic = BUDGET_TRAFFIC.map((viewsPerHour) => {
      const cells = group
        .filter((row) => row.viewsPerHour === viewsPerHour)
        .sort((a, b) => (a.value ?? Infinity) - (b.value ?? Infinity))
      const [least, most] = [cells[0]!, cells.at(-1)!]
      const range = least.text === most.text ? least.text : `${least.text}–${most.text}`
      return `${range} at ${viewsPerHour}/h (budget ${least.budget})`
    })
    return {
      text: `${family}, ${CONDITIONS.length} conditions: ${byTraffic.join('; ')}`,
      within: group.every((row) => row.within),
    }
  })
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`
const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`

async function rollouts(
  runs: number,
  viewsPerHour: number,
  effect: Effect,
  conditions: Conditions,
  schedule: Schedule,
  seed0: number,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let run = 0; run < runs; run += 1)
    outcomes.push(await simulateRollout({ viewsPerHour, effect, conditions, seed: seed0 + run }, schedule))
  return outcomes
}

const shareOf = (outcomes: Outcome[], action: Outcome['action']) =>
  outcomes.filter((outcome) => outcome.action === action).length / outcomes.length
const medianOf = (outcomes: Outcome[], action: Outcome['action'], pick: (outcome: Outcome) => number) => {
  const picked = outcomes.filter((outcome) => outcome.action === action).map(pick)
  return picked.length === 0 ? null : median(picked)
}

await runBenchmark(async () => {
  const options = benchOptions(50, ['power-runs'])
  const powerRuns = Number(options['power-runs'] ?? 10)
  if (!Number.isInteger(powerRuns) || powerRuns < 1) throw new Error('--power-runs wants a whole number ≥ 1')
  const schedule = defaultSchedule()
  console.log(
    `schedule: steps ${schedule.steps.join(' → ')} %, step minimum ${minutes(schedule.stepWaitMs)}, poll ${minutes(schedule.pollMs)}, longest wait ${minutes(schedule.maxWaitMs)} a step, ${minutes(schedule.rolloutMaxWaitMs)} a rollout`,
  )

  // 1. The budgets, by traffic, condition and effect.
  const rows: string[][] = []
  const budgets: BudgetRow[] = []
  let cell = { viewsPerHour: 0, condition: '', effect: '' }
  const hold = (kind: string, value: number | null, text: string, budget: string, within: boolean) =>
    budgets.push({
      ...cell,
      kind,
      value,
      text: value === null ? '—' : text,
      budget,
      within: value !== null && within,
    })
  for (const viewsPerHour of BUDGET_TRAFFIC)
    for (const [c, { name: condition, conditions }] of CONDITIONS.entries())
      for (const [e, { name: effect, effect: size }] of EFFECTS.entries()) {
        const outcomes = await rollouts(
          options.runs,
          viewsPerHour,
          size,
          conditions,
          schedule,
          1_000 * (c * 3 + e) + viewsPerHour,
        )
        const [promoted, rolledBack] = [shareOf(outcomes, 'promote'), shareOf(outcomes, 'rollback')]
        const toPromotion = medianOf(outcomes, 'promote', (outcome) => outcome.atMs)
        const exposure = medianOf(outcomes, 'rollback', (outcome) => outcome.canaryViews)
        rows.push([
          String(viewsPerHour),
          condition,
          effect,
          percent(promoted),
          percent(rolledBack),
          percent(shareOf(outcomes, 'stop')),
          toPromotion === null ? '—' : minutes(toPromotion),
          exposure === null ? '—' : String(Math.round(exposure)),
        ])
        cell = { viewsPerHour, condition, effect }
        if (effect === 'identical') {
          hold(
            'rolled back',
            rolledBack,
            percent(rolledBack),
            `≤ ${percent(BUDGETS.falseRollbacks)}`,
            rolledBack <= BUDGETS.falseRollbacks,
          )
          hold(
            'promoted',
            promoted,
            percent(promoted),
            `≥ ${percent(BUDGETS.promoted)}`,
            promoted >= BUDGETS.promoted,
          )
          const limit = BUDGETS.promotionMinutes[viewsPerHour]!
          hold(
            'median time to promotion',
            toPromotion,
            minutes(toPromotion ?? 0),
            `≤ ${limit} min`,
            (toPromotion ?? Infinity) <= limit * 60_000,
          )
        } else {
          hold(
            'promoted',
            promoted,
            percent(promoted),
            `≤ ${percent(BUDGETS.badPromoted)}`,
            promoted <= BUDGETS.badPromoted,
          )
          const least = effect === 'errors ×10' ? BUDGETS.errorsRolledBack : BUDGETS.lcpRolledBack
          hold('rolled back', rolledBack, percent(rolledBack), `≥ ${percent(least)}`, rolledBack >= least)
          if (effect === 'LCP +30 %')
            hold(
              'median canary views before rollback',
              exposure,
              String(Math.round(exposure ?? 0)),
              `≤ ${BUDGETS.lcpExposure}`,
              (exposure ?? Infinity) <= BUDGETS.lcpExposure,
            )
        }
      }
  console.log(`\nrollouts, ${options.runs} a cell:`)
  printTable(
    [
      'views/hour',
      'condition',
      'canary',
      'promoted',
      'rolled back',
      'stopped',
      'median to promotion',
      'median canary views at rollback',
    ],
    rows,
  )

  // 2. Do the timing intervals hold with visitors? The share of runs whose LCP interval ever left
  // the truth (identical arms, alpha 0.05): within 5 % when valid.
  const coverage = [
    { name: 'independent views, designEffect 1', conditions: INDEPENDENT_VIEWS, designEffect: 1 },
    { name: 'visitors (4 views, device), designEffect 1', conditions: VISITORS, designEffect: 1 },
    { name: "visitors (4 views, device), the table's designEffect 2", conditions: VISITORS, designEffect: 2 },
  ].map((test) => {
    const missed = missedShare({
      runs: 200,
      viewsPerHour: 5_000,
      minutes: 120,
      lookEveryMinutes: 2,
      percent: 50,
      alpha: 0.05,
      seed: 1,
      ...test,
    })
    return [test.name, percent(missed), missed <= 0.05 ? 'yes' : 'no']
  })
  console.log(
    '\nLCP intervals that ever left the truth, identical arms, 200 runs of 2 h at 5 000/h, alpha 5 %:',
  )
  printTable(['views judged as', 'missed', 'holds'], coverage)

  // 3. The power curve, by regression and traffic, with visitors.
  const points: PowerPoint[] = []
  const powerRows: string[][] = []
  const regressions = [
    ...LCP_EFFECTS.map((size) => ({ metric: 'LCP', effect: { ...IDENTICAL, lcp: size }, size })),
    ...ERROR_EFFECTS.map((size) => ({ metric: 'erori', effect: { ...IDENTICAL, errors: size }, size })),
  ]
  for (const regression of regressions)
    for (const viewsPerHour of POWER_TRAFFIC) {
      const outcomes = await rollouts(
        powerRuns,
        viewsPerHour,
        regression.effect,
        VISITORS,
        schedule,
        500_000 + viewsPerHour,
      )
      const failed = shareOf(outcomes, 'rollback')
      points.push({ metric: regression.metric, effect: regression.size, viewsPerHour, failed })
      const exposure = medianOf(outcomes, 'rollback', (outcome) => outcome.canaryViews)
      powerRows.push([
        `${regression.metric} ×${regression.size}`,
        String(viewsPerHour),
        percent(failed),
        percent(shareOf(outcomes, 'promote')),
        exposure === null ? '—' : String(Math.round(exposure)),
      ])
    }
  console.log(`\npower with visitors, ${powerRuns} rollouts a cell:`)
  printTable(
    ['canary', 'views/hour', 'rolled back', 'promoted', 'median canary views at rollback'],
    powerRows,
  )
  const dir = join(import.meta.dirname, '..', 'bench-results')
  mkdirSync(dir, { recursive: true })
  const chart = join(dir, 'judge-power.svg')
  writeFileSync(chart, powerChart(points))
  console.log(`\npower curve: ${chart}`)

  // 4. Budgets.
  console.log('')
  printTable(
    ['figure', 'value', 'budget', ''],
    budgets.map((row) => [
      `${row.viewsPerHour}/h, ${row.condition}, ${row.effect}: ${row.kind}`,
      row.text,
      row.budget,
      verdict(row.within),
    ]),
  )
  for (const figure of heldFigures(budgets)) holdBudget(figure.within, figure.text)
})
