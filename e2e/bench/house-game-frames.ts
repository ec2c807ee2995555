/**
 * `pnpm --filter e2e bench:frames`: the frames a house game's spin animation drops on a slow phone's
 * CPU (Chromium's CPU throttled 4× over CDP), each game in turn. For every spin it records each
 * frame's start (requestAnimationFrame) from the press until the reels stop, and counts the display
 * intervals of a 60 Hz screen that got no frame, beside the same page left alone for as long (the
 * floor: what the host's load alone costs). Budget: a spin drops at most 5 percentage points more of
 * its frames than the page at rest. Exits 1 when a game is over its budget or something broke.
 * Needs the production build (`pnpm build`) and the e2e lock (it serves on the suite's ports):
 * `flock /tmp/e2e.lock pnpm --filter e2e bench:frames [--spins N] [--game <id>]`.
 */
import { chromium, type Page } from '@playwright/test'
import { parseArgs } from 'node:util'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { ORIGINS } from '../support/apps'
import { appReady } from '../support/live'
import { confirmAge, houseGame, houseGames } from '../support/house-games'
import { assertPortsFree, startProductionServer } from './production-server'
import { holdBudget, onExit, runBenchmark } from './bench-process'
import { printTable, verdict } from './table'

const CPU_SLOWDOWN = 4
const FRAME_MS = 1000 / 60
/** How many more of its display intervals a spin may drop than the page at rest, in percentage points. */
const BUDGET_POINTS = 5

const { values } = parseArgs({
  options: { spins: { type: 'string', default: '15' }, game: { type: 'string' } },
})
const spins = Number(values.spins)
if (!Number.isInteger(spins) || spins < 1)
  throw new Error(`--spins wants a whole number ≥ 1, not ${values.spins}`)

/**
 * Records every frame's start until told to stop. A string, not a function: tsx would add its
 * name-keeping helper to a function's body, which the page does not have.
 */
const START_RECORDING = `
  window.__frames = []
  window.__recording = true
  requestAnimationFrame(function record(time) {
    window.__frames.push(time)
    if (window.__recording) requestAnimationFrame(record)
  })
`

/** Frame starts from the press of the spin button until the reels report they have stopped. */
async function framesOfOneSpin(page: Page): Promise<number[]> {
  const game = houseGame(page)
  await page.evaluate(START_RECORDING)
  await game.spin.click()
  await game.reels.and(page.locator('[aria-busy="false"]')).waitFor()
  return page.evaluate(() => {
    const probe = window as unknown as { __frames: number[]; __recording: boolean }
    probe.__recording = false
    return probe.__frames
  })
}

/** The floor: frame starts over the same time on the same page, nothing pressed (the host's own noise). */
async function framesAtRest(page: Page, durationMs: number): Promise<number[]> {
  await page.evaluate(START_RECORDING)
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), durationMs)
  return page.evaluate(() => {
    const probe = window as unknown as { __frames: number[]; __recording: boolean }
    probe.__recording = false
    return probe.__frames
  })
}

interface FrameFigures {
  dropped: number
  expected: number
}

/** Adds one recording's frame intervals, and the display intervals it missed, to the figures. */
function tally(figures: FrameFigures, frames: number[]): void {
  for (let index = 1; index < frames.length; index++) {
    const interval = frames[index]! - frames[index - 1]!
    // A frame that took n display intervals dropped n - 1 of them.
    figures.dropped += Math.max(0, Math.round(interval / FRAME_MS) - 1)
  }
  figures.expected += Math.round((frames.at(-1)! - frames[0]!) / FRAME_MS)
}

const droppedPercent = ({ dropped, expected }: FrameFigures) => (100 * dropped) / expected
const percent = (value: number) => `${value.toFixed(1)} %`

/** A visitor presses on a quiet page: a frame, then an idle period, between spins. */
const quiet = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 })),
      ),
  )

async function main() {
  await assertPortsFree()
  const server = startProductionServer()
  onExit(server.stop)
  await server.ready
  const executablePath = chromiumExecutable(() => chromium.executablePath())
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } })
  const cdp = await page.context().newCDPSession(page)
  const rows: string[][] = []
  const measured = houseGames.filter((game) => !values.game || game.id === values.game)
  if (measured.length === 0)
    throw new Error(`--game wants one of ${houseGames.map((game) => game.id).join(', ')}, not ${values.game}`)
  for (const game of measured) {
    await page.goto(ORIGINS.shell + game.path)
    await appReady(page)
    await houseGame(page).spin.click()
    await confirmAge(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const spinning: FrameFigures = { dropped: 0, expected: 0 }
    const atRest: FrameFigures = { dropped: 0, expected: 0 }
    for (let spin = 0; spin < spins; spin++) {
      await quiet(page)
      const frames = await framesOfOneSpin(page)
      tally(spinning, frames)
      await quiet(page)
      tally(atRest, await framesAtRest(page, frames.at(-1)! - frames[0]!))
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const over = droppedPercent(spinning) - droppedPercent(atRest)
    const row = [
      game.name,
      percent(droppedPercent(spinning)),
      percent(droppedPercent(atRest)),
      `${over.toFixed(1)} pt`,
      verdict(over <= BUDGET_POINTS),
    ]
    console.log(row.join(' · '))
    rows.push(row)
    holdBudget(
      over <= BUDGET_POINTS,
      `${game.name} drops ${over.toFixed(1)} points more frames spinning than at rest, budget ≤ ${BUDGET_POINTS}`,
    )
  }
  await browser.close()
  console.log(`\nFrames dropped, ${spins} spins per game, CPU ${CPU_SLOWDOWN}× slower, 412×915 viewport`)
  printTable(
    ['game', 'spinning', 'at rest (floor)', 'spinning − floor', `budget ≤ ${BUDGET_POINTS} pt`],
    rows,
  )
}

await runBenchmark(main)
