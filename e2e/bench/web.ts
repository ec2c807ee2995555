/**
 * `pnpm bench:web`: Lighthouse's mobile preset on the production server, each page interleaved with its
 * floor — the same page as static HTML, its rendered DOM with its own stylesheets and no JS — with the
 * mobile conditions applied for real (CPU 4×, 150 ms, 1.6 Mbps: what a phone meets). Budgets, on the
 * medians (report.ts): performance ≥ 95, LCP ≤ 1.10× the floor's, TBT ≤ 150 ms, CLS ≤ 0.02. Exits 1
 * when a figure is over its budget or something broke. Needs the production build (`pnpm build`) and
 * the e2e lock (it serves on the suite's ports): `flock /tmp/e2e.lock pnpm bench:web [--runs N]`.
 */
import { chromium, type Browser } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { repo } from '../support/deploy'
import { ORIGINS } from '../support/apps'
import { onExit, runBenchmark, runsOption } from './bench-process'
import { renderFloorHtml, serveFloor } from './floor'
import { runLighthouse, stopLighthouseChrome } from './lighthouse'
import { assertPortsFree, startProductionServer } from './production-server'
import { judgePage, summarise, type PageRuns } from './report'

const PAGES = ['/', '/sloturi-online']
/** Measured once the server has game pages; until then skipped with a note. */
const GAME_PAGE = '/joc/book-of-ra'

onExit(stopLighthouseChrome)

/** Lighthouse now and then fails to record a trace of a load (`NO_NAVSTART`): that run is taken again, once. */
async function runLighthouseOnceMore(url: string, chromePath: string) {
  try {
    return await runLighthouse(url, chromePath)
  } catch (error) {
    console.warn(`${url}: ${error instanceof Error ? error.message : String(error)}; running it again`)
    return runLighthouse(url, chromePath)
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

  const results: PageRuns[] = []
  for (const path of paths) {
    const result: PageRuns = { path, runs: [] }
    for (let run = 1; run <= runCount; run++) {
      const page = await runLighthouseOnceMore(ORIGINS.shell + path, chromePath)
      const floor = await runLighthouseOnceMore(floors.get(path)!, chromePath)
      result.runs.push({ page, floor })
      console.log(
        `${path} run ${run}/${runCount}: score ${page.performance}, LCP ${Math.round(page.lcpMs)} ms, ` +
          `TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)} · floor: LCP ${Math.round(floor.lcpMs)} ms`,
      )
    }
    results.push(result)
  }

  const report = results.map((result) => ({ ...result, summary: summarise(result) }))
  for (const { path, summary } of report) judgePage(path, runCount, summary)
  const resultsDir = join(repo, 'e2e/bench-results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    join(resultsDir, 'web.json'),
    JSON.stringify({ at: new Date().toISOString(), report }, null, 2),
  )
}

await runBenchmark(main)
