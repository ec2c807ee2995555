/**
 * `pnpm bench:judge`: can release health be trusted? Simulates whole rollouts on a virtual clock
 * with the real judge and the real decision, on `--auto`'s default schedule (steps, step wait,
 * poll, max wait, as `pnpm release … --auto` parses them), fed synthetic field data (log-normal
 * LCP, INP and time until live, CLS mostly zero, rare errors; shell's simulate.ts), and prints:
 *   1. the false-rollback rate of identical arms over 1 000 rollouts (--identical N);
 *   2. the power curve: the share of rollouts rolled back by regression (LCP +5 … +50 %, errors
 *      ×2 … ×10) and traffic, --runs rollouts a cell (default 100), also as an SVG chart
 *      (bench-results/judge-power.svg);
 *   3. the median time to a decision.
 * Budgets: false rollbacks ≤ 1 %; LCP +30 % failed at the 5 % step within 2 000 canary views in
 * ≥ 90 % of rollouts (at 20 000 page views an hour); ten times the errors never promoted, at any
 * traffic. Exits 1 over budget. No server, no browser: the judge is pure.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  IDENTICAL,
  defaultSchedule,
  powerChart,
  simulateRollout,
  type Effect,
  type Outcome,
  type PowerPoint,
  type Schedule,
} from 'release-tools/health/bench-entry'
import { benchOptions, holdBudget, runBenchmark } from './bench-process'
import { median } from './stats'
import { printTable, verdict } from './table'

const TRAFFIC = [5_000, 20_000, 60_000]
/** The traffic the budgets are held at: 1 000 canary page views an hour at the 5 % step. */
const BUDGET_TRAFFIC = 20_000
const LCP_EFFECTS = [1.05, 1.1, 1.2, 1.3, 1.5]
const ERROR_EFFECTS = [2, 5, 10]
const BUDGETS = { falseRollbacks: 0.01, lcpCaught: 0.9, lcpViews: 2000 }

const percent = (share: number) => `${(share * 100).toFixed(1)} %`
const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`

/** `runs` rollouts of one scenario, each on its own seed. */
function rollouts(
  runs: number,
  viewsPerHour: number,
  effect: Effect,
  schedule: Schedule,
  seed0: number,
): Outcome[] {
  return Array.from({ length: runs }, (_, run) =>
    simulateRollout({ viewsPerHour, effect, seed: seed0 + run }, schedule),
  )
}

const shareOf = (outcomes: Outcome[], test: (outcome: Outcome) => boolean) =>
  outcomes.filter(test).length / outcomes.length

await runBenchmark(async () => {
  const options = benchOptions(100, ['identical'])
  const identicalRuns = Number(options.identical ?? 1000)
  if (!Number.isInteger(identicalRuns) || identicalRuns < 1)
    throw new Error('--identical wants a whole number ≥ 1')
  const schedule = defaultSchedule()
  console.log(
    `schedule: steps ${schedule.steps.join(' → ')} %, step wait ${minutes(schedule.stepWaitMs)}, poll ${minutes(schedule.pollMs)}, max wait ${minutes(schedule.maxWaitMs)}`,
  )

  // 1. Identical arms: every rollback is a false one.
  const identical = rollouts(identicalRuns, BUDGET_TRAFFIC, IDENTICAL, schedule, 1)
  const falseRollbacks = shareOf(identical, (outcome) => outcome.action === 'rollback')
  console.log(`\nidentical arms, ${identicalRuns} rollouts at ${BUDGET_TRAFFIC} page views an hour:`)
  printTable(
    ['rolled back', 'promoted', 'stopped', 'median time to a decision'],
    [
      [
        percent(falseRollbacks),
        percent(shareOf(identical, (outcome) => outcome.action === 'promote')),
        percent(shareOf(identical, (outcome) => outcome.action === 'stop')),
        minutes(median(identical.map((outcome) => outcome.atMs))),
      ],
    ],
  )

  // 2. The power curve, by regression and traffic.
  const scenarios: Array<{ metric: string; effect: Effect; size: number }> = [
    { metric: 'none', effect: IDENTICAL, size: 1 },
    ...LCP_EFFECTS.map((size) => ({ metric: 'LCP', effect: { ...IDENTICAL, lcp: size }, size })),
    ...ERROR_EFFECTS.map((size) => ({ metric: 'erori', effect: { ...IDENTICAL, errors: size }, size })),
  ]
  const points: PowerPoint[] = []
  const rows: string[][] = []
  let lcpCaught = 0
  let tenfoldPromoted = 0
  for (const scenario of scenarios)
    for (const viewsPerHour of TRAFFIC) {
      const outcomes = rollouts(
        options.runs,
        viewsPerHour,
        scenario.effect,
        schedule,
        1_000_000 * viewsPerHour,
      )
      const failed = shareOf(outcomes, (outcome) => outcome.action === 'rollback')
      const promoted = shareOf(outcomes, (outcome) => outcome.action === 'promote')
      if (scenario.metric !== 'none')
        points.push({ metric: scenario.metric, effect: scenario.size, viewsPerHour, failed })
      if (scenario.metric === 'LCP' && scenario.size === 1.3 && viewsPerHour === BUDGET_TRAFFIC)
        lcpCaught = shareOf(
          outcomes,
          (outcome) =>
            outcome.action === 'rollback' &&
            outcome.percent === schedule.steps[0] &&
            outcome.canaryViews <= BUDGETS.lcpViews,
        )
      if (scenario.metric === 'erori' && scenario.size === 10)
        tenfoldPromoted += outcomes.filter((o) => o.action === 'promote').length
      const failedAt = outcomes.filter((outcome) => outcome.action === 'rollback')
      rows.push([
        scenario.metric === 'none' ? 'identical' : `${scenario.metric} ×${scenario.size}`,
        String(viewsPerHour),
        percent(failed),
        percent(promoted),
        minutes(median(outcomes.map((outcome) => outcome.atMs))),
        failedAt.length ? String(Math.round(median(failedAt.map((outcome) => outcome.canaryViews)))) : '—',
      ])
    }
  console.log(`\npower, ${options.runs} rollouts a cell:`)
  printTable(
    ['canary', 'views/hour', 'rolled back', 'promoted', 'median decision', 'median canary views at rollback'],
    rows,
  )

  const dir = join(import.meta.dirname, '..', 'bench-results')
  mkdirSync(dir, { recursive: true })
  const chart = join(dir, 'judge-power.svg')
  writeFileSync(chart, powerChart(points))
  console.log(`\npower curve: ${chart}`)

  // 3. Budgets.
  const budgetRows = [
    {
      figure: 'false rollbacks, identical arms',
      value: percent(falseRollbacks),
      budget: `≤ ${percent(BUDGETS.falseRollbacks)}`,
      within: falseRollbacks <= BUDGETS.falseRollbacks,
    },
    {
      figure: `LCP +30 % failed at ${schedule.steps[0]} % within ${BUDGETS.lcpViews} canary views`,
      value: percent(lcpCaught),
      budget: `≥ ${percent(BUDGETS.lcpCaught)}`,
      within: lcpCaught >= BUDGETS.lcpCaught,
    },
    {
      figure: 'ten times the errors promoted',
      value: String(tenfoldPromoted),
      budget: '0',
      within: tenfoldPromoted === 0,
    },
  ]
  console.log('')
  printTable(
    ['figure', 'value', 'budget', ''],
    budgetRows.map((row) => [row.figure, row.value, row.budget, verdict(row.within)]),
  )
  for (const row of budgetRows) holdBudget(row.within, `${row.figure}: ${row.value}, budget ${row.budget}`)
})
