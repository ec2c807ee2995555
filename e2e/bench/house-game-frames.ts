/**
 * `pnpm --filter e2e bench:frames`: the frame times of a house game's spin animation on a slow
 * phone's CPU (Chromium's CPU throttled 4× over CDP), each game in turn. For every spin it records
 * each frame's start (requestAnimationFrame) from the press until the reels stop, and reports the
 * median and 95th percentile frame time and the frames dropped against a 60 Hz display, beside
 * the same page left alone for as long (the floor: what the host's load alone costs). A
 * benchmark: prints the figures and exits 0 whatever they are, 1 only when something broke.
 * Needs the production build (`pnpm build`) and the e2e lock (it serves on the suite's ports):
 * `flock /tmp/e2e.lock pnpm --filter e2e bench:frames [--spins N]`.
 */
import { chromium, type Page } from '@playwright/test'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { ORIGINS } from '../support/apps'
import { confirmAge, houseGame, houseGames } from '../support/house-games'
import { assertPortsFree, startProductionServer } from './production-server'
import { median, percentile } from './stats'

const CPU_SLOWDOWN = 4
const FRAME_MS = 1000 / 60

const { values } = parseArgs({ options: { spins: { type: 'string', default: '15' } } })
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
  intervals: number[]
  dropped: number
  expected: number
}

/** Adds one recording's frame intervals, and the display intervals it missed, to the figures. */
function tally(figures: FrameFigures, frames: number[]): void {
  for (let index = 1; index < frames.length; index++) {
    const interval = frames[index]! - frames[index - 1]!
    figures.intervals.push(interval)
    // A frame that took n display intervals dropped n - 1 of them.
    figures.dropped += Math.max(0, Math.round(interval / FRAME_MS) - 1)
  }
  figures.expected += Math.round((frames.at(-1)! - frames[0]!) / FRAME_MS)
}

const row = (label: string, { intervals, dropped, expected }: FrameFigures) =>
  `${label.padEnd(38)} ${String(intervals.length).padStart(6)}  ${median(intervals).toFixed(1).padStart(9)}` +
  `  ${percentile(intervals, 95).toFixed(1).padStart(6)}  ${Math.max(...intervals)
    .toFixed(1)
    .padStart(6)}` +
  `  ${dropped} of ${expected} (${((dropped / expected) * 100).toFixed(1)} %)`

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
  process.once('SIGINT', () => {
    server.stop()
    process.exit(130)
  })
  try {
    await server.ready
    const executablePath = chromiumExecutable(() => chromium.executablePath())
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } })
    const cdp = await page.context().newCDPSession(page)
    console.log(
      `${spins} spins per game, CPU ${CPU_SLOWDOWN}× slower, 412×915 viewport; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}\n`,
    )
    console.log('game                                   frames  median ms  p95 ms  max ms  dropped frames')
    for (const game of houseGames) {
      await page.goto(ORIGINS.shell + game.path)
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      await houseGame(page).spin.click()
      await confirmAge(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      const spinning: FrameFigures = { intervals: [], dropped: 0, expected: 0 }
      const atRest: FrameFigures = { intervals: [], dropped: 0, expected: 0 }
      for (let spin = 0; spin < spins; spin++) {
        await quiet(page)
        const frames = await framesOfOneSpin(page)
        tally(spinning, frames)
        await quiet(page)
        tally(atRest, await framesAtRest(page, frames.at(-1)! - frames[0]!))
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      console.log(row(`${game.name}, spinning`, spinning))
      console.log(row(`${game.name}, at rest (floor)`, atRest))
    }
    await browser.close()
  } finally {
    server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
