/**
 * `pnpm bench:web`: Lighthouse's mobile preset on the production server, each page interleaved with its
 * floor — the same page as static HTML, its rendered DOM with its own stylesheets and no JS. Each run
 * loads both with the mobile conditions applied for real (CPU 4×, 150 ms, 1.6 Mbps: what a phone meets;
 * the budgets) and simulated from an unthrottled load (Lighthouse's default; printed beside, see
 * `printSimulated`). Prints the medians beside the budgets; a benchmark: exits 0 whatever the
 * figures, 1 only when something broke. Needs the production build (`pnpm build`) and the e2e lock
 * (it serves on the suite's ports): `flock /tmp/e2e.lock pnpm bench:web [--runs N]`.
 */
import { chromium, type Browser } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { repo } from '../support/deploy'
import { ORIGINS } from '../support/apps'
import { onExit, runBenchmark, runsOption } from './bench-process'
import { renderFloorHtml, serveFloor } from './floor'
import { runLighthouse, stopLighthouseChrome, type Throttling } from './lighthouse'
import { assertPortsFree, startProductionServer } from './production-server'
import {
  msOrNa,
  percentOrNa,
  printPage,
  printSimulated,
  summarise,
  type PageRuns,
  type ScriptFile,
} from './report'

const PAGES = ['/', '/sloturi-online']
/** The budgets are held on `applied`; `simulated` is printed beside it (see printSimulated). */
const THROTTLINGS: readonly Throttling[] = ['applied', 'simulated']
/** Measured once the server has game pages; until then skipped with a note. */
const GAME_PAGE = '/joc/book-of-ra'

onExit(stopLighthouseChrome)

/** The JS files a page loaded, by URL, with what each weighs gzipped (as the server's gzip would). */
async function scriptFiles(runs: PageRuns['runs']): Promise<ScriptFile[]> {
  const byUrl = new Map(runs[0]!.page.scripts.map((script) => [script.url, script]))
  return Promise.all(
    [...byUrl.values()].map(async ({ url, transferBytes }) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer())
      return { url, transferBytes, gzipBytes: gzipSync(body).length }
    }),
  )
}

/** Lighthouse now and then fails to record a trace of a load (`NO_NAVSTART`): that run is taken again, once. */
async function runLighthouseOnceMore(url: string, chromePath: string, throttling: Throttling) {
  try {
    return await runLighthouse(url, chromePath, throttling)
  } catch (error) {
    console.warn(`${url}: ${error instanceof Error ? error.message : String(error)}; running it again`)
    return runLighthouse(url, chromePath, throttling)
  }
}

async function main() {
  const runCount = runsOption(3)
  const chromePath = chromiumExecutable(() => chromium.executablePath()) ?? chromium.executablePath()
  await assertPortsFree()
  const server = startProductionServer()
  onExit(server.stop)
  await server.ready

  const paths = [...PAGES]
  const gameStatus = (await fetch(ORIGINS.shell + GAME_PAGE, { redirect: 'manual' })).status
  if (gameStatus === 200) paths.push(GAME_PAGE)
  else console.log(`Note: ${GAME_PAGE} answers ${gameStatus}, not 200 — no game page to measure yet.`)

  // Playwright's Chromium also ends if this process is interrupted: it hangs on its pipe.
  const browser: Browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS })
  const floors = new Map<string, string>()
  try {
    for (const path of paths) {
      const floor = await serveFloor(await renderFloorHtml(browser, ORIGINS.shell + path))
      onExit(floor.stop)
      floors.set(path, floor.url)
    }
  } finally {
    await browser.close()
  }

  const results: Array<Record<Throttling, PageRuns>> = []
  for (const path of paths) {
    const result: Record<Throttling, PageRuns> = {
      applied: { path, runs: [] },
      simulated: { path, runs: [] },
    }
    for (let run = 1; run <= runCount; run++) {
      for (const throttling of THROTTLINGS) {
        const page = await runLighthouseOnceMore(ORIGINS.shell + path, chromePath, throttling)
        const floor = await runLighthouseOnceMore(floors.get(path)!, chromePath, throttling)
        result[throttling].runs.push({ page, floor })
        console.log(
          `${path} run ${run}/${runCount}, ${throttling}: score ${page.performance}, ` +
            `LCP ${Math.round(page.lcpMs)} ms, TBT ${Math.round(page.tbtMs)} ms ` +
            `(CPU time: ${msOrNa(page.threadTimeTbtMs)}), steal ${percentOrNa(page.stealPercent)} · ` +
            `floor: score ${floor.performance}, LCP ${Math.round(floor.lcpMs)} ms`,
        )
      }
    }
    results.push(result)
  }

  const report = []
  for (const { applied, simulated } of results) {
    const summary = summarise(applied)
    const simulatedSummary = summarise(simulated)
    const scripts = await scriptFiles(applied.runs)
    printPage(applied.path, runCount, summary, scripts)
    printSimulated(simulatedSummary)
    report.push({ path: applied.path, applied, simulated, summary, simulatedSummary, scripts })
  }
  const resultsDir = join(repo, 'e2e/bench-results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    join(resultsDir, 'web.json'),
    JSON.stringify({ at: new Date().toISOString(), report }, null, 2),
  )
}

await runBenchmark(main)
