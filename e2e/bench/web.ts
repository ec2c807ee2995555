/**
 * `pnpm bench:web [--runs N] [--max-runs M] [--baseline <git ref>]`: Lighthouse's mobile preset on four
 * pages of today's production build (`/`, a category, a game and a house game's page), each beside the
 * same page of the last release (`baseline-site.ts`: a git ref, default the last tag, else `2a8ea85`,
 * the release before issue 34; built once per commit and served on its own ports) and beside its floor
 * (its rendered DOM as static HTML, no JS), with the mobile conditions applied for real (CPU 4×,
 * 150 ms, 1.6 Mbps: what a phone meets). A run is the three loads, in an order that changes from run
 * to run (`load-order.ts`). A page takes runs until its bootup-time and LCP ratios are known within
 * ±5 % (95 % intervals of the pairs' ratios, printed): at least N (default 3), at most M (default 15).
 * Budgets (report.ts), on every page: TBT ≤ 0.20× the last release's (medians), bootup-time ≤ 0.50×
 * and LCP ≤ 1.05× the floor's (each on the pairs' ratio), CLS ≤ 0.02. It prints the host's speed
 * (SHA-256 of 256 MB) beside them, and exits 1 when a figure is over its budget or something broke.
 * Needs the production build (`pnpm build`) and the suite's ports (`flock /tmp/e2e.lock`, or a network
 * namespace).
 */
import { chromium, type Browser } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { repo } from '../support/deploy'
import { ORIGINS } from '../support/apps'
import { appReady } from '../support/live'
import { BASELINE_ORIGINS, buildBaseline, resolveBaseline, serveBaseline } from './baseline-site'
import { benchOptions, onExit, runBenchmark } from './bench-process'
import { renderFloorHtml, serveFloor } from './floor'
import { probeHost, REFERENCE_PROBE_MS } from './host-speed'
import { loadOrder, type Side } from './load-order'
import { runLighthouse, stopLighthouseChrome, type LighthouseFigures } from './lighthouse'
import { assertPortsFree, startProductionServer } from './production-server'
import {
  intervalText,
  judgePage,
  PAIRED_RATIO_NAMES,
  pairedRatios,
  RATIO_PRECISION,
  summarise,
  type PageRuns,
} from './report'

const PAGES = ['/', '/sloturi-online']
/** Measured once the server has game pages; until then skipped with a note. */
const GAME_PAGES = ['/joc/book-of-ra', '/joc-gratis/fructe-de-aur']
/** A page's runs stop at this many when its ratios are still not known within `RATIO_PRECISION`. */
const DEFAULT_MAX_RUNS = 15

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

/** One load of a page, unmeasured, so that no side's first measured load meets cold servers. */
async function warmUp(browser: Browser, url: string) {
  const page = await browser.newPage()
  try {
    await page.goto(url)
    await appReady(page)
  } finally {
    await page.close()
  }
}

async function main() {
  const options = benchOptions(3, ['baseline', 'max-runs'])
  const minRuns = options.runs
  const maxRuns = Math.max(minRuns, Number(options['max-runs'] ?? DEFAULT_MAX_RUNS))
  if (!Number.isInteger(maxRuns))
    throw new Error(`--max-runs wants a whole number, not ${options['max-runs']}`)
  const baseline = resolveBaseline(options.baseline)
  const chromePath = chromiumExecutable(() => chromium.executablePath()) ?? chromium.executablePath()
  await assertPortsFree()
  buildBaseline(baseline)
  const server = startProductionServer()
  onExit(server.stop)
  const baselineServer = serveBaseline(baseline)
  onExit(baselineServer.stop)
  await Promise.all([server.ready, baselineServer.ready])
  const hostBefore = probeHost()

  const paths = [...PAGES]
  for (const gamePage of GAME_PAGES) {
    const gameStatus = (await fetch(ORIGINS.shell + gamePage, { redirect: 'manual' })).status
    if (gameStatus === 200) paths.push(gamePage)
    else console.log(`Note: ${gamePage} answers ${gameStatus}, not 200 — not measured.`)
  }

  // Playwright's Chromium also ends if this process is interrupted: it hangs on its pipe.
  const browser: Browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS })
  const floors = new Map<string, string>()
  try {
    for (const path of paths) {
      const floor = await serveFloor(await renderFloorHtml(browser, ORIGINS.shell + path))
      onExit(floor.stop)
      floors.set(path, floor.url)
      // Rendering the floor has warmed today's servers for this page; the release's get the same.
      await warmUp(browser, BASELINE_ORIGINS.shell + path)
    }
  } finally {
    await browser.close()
  }

  // Each run loads the last release, today's page and the floor, in an order that changes from run to
  // run so that none of them always meets the host in the same state (`load-order.ts`). A page takes
  // runs until its ratios are known within ±5 % (at least `--runs`, at most `--max-runs`).
  const results: PageRuns[] = []
  for (const path of paths) {
    const result: PageRuns = { path, runs: [] }
    const urls: Record<Side, string> = {
      baseline: BASELINE_ORIGINS.shell + path,
      page: ORIGINS.shell + path,
      floor: floors.get(path)!,
    }
    for (let run = 1; run <= maxRuns; run++) {
      const loaded: Partial<Record<Side, LighthouseFigures>> = {}
      for (const side of loadOrder(run)) loaded[side] = await runLighthouseOnceMore(urls[side], chromePath)
      const { baseline: before, page, floor } = loaded as Record<Side, LighthouseFigures>
      result.runs.push({ baseline: before, page, floor })
      const figures = (f: LighthouseFigures) =>
        `TBT ${Math.round(f.tbtMs)} ms, bootup ${Math.round(f.bootupMs)} ms, LCP ${Math.round(f.lcpMs)} ms`
      const ratios = pairedRatios(result)
      console.log(
        `${path} run ${run} (${loadOrder(run).join(', ')}): last release ${figures(before)} · ` +
          `today ${figures(page)}, ` +
          `CLS ${page.cls.toFixed(3)} · floor LCP ${Math.round(floor.lcpMs)} ms · so far ` +
          `${PAIRED_RATIO_NAMES.bootup} ${intervalText(ratios.bootup)}, ` +
          `${PAIRED_RATIO_NAMES.lcp} ${intervalText(ratios.lcp)}`,
      )
      const unknown = (Object.keys(ratios) as Array<keyof typeof ratios>)
        .filter((name) => ratios[name].relativeHalfWidth > RATIO_PRECISION)
        .map((name) => PAIRED_RATIO_NAMES[name])
      if (run >= minRuns && unknown.length === 0) break
      if (run === maxRuns)
        console.log(
          `${path}: the ${unknown.join(' and the ')} ${unknown.length > 1 ? 'are' : 'is'} not known ` +
            `within ±5 % after ${maxRuns} runs.`,
        )
    }
    results.push(result)
  }

  const host = { sha256Of256MbMsBefore: hostBefore, sha256Of256MbMsAfter: probeHost() }
  console.log(
    `\nHost: SHA-256 of 256 MB in ${Math.round(host.sha256Of256MbMsBefore)} ms before the runs, ` +
      `${Math.round(host.sha256Of256MbMsAfter)} ms after (${REFERENCE_PROBE_MS} ms on a quiet machine here).`,
  )
  const report = results.map((result) => ({ ...result, summary: summarise(result) }))
  for (const { path, runs, summary } of report) judgePage(path, runs.length, baseline.ref, summary)
  const resultsDir = join(repo, 'e2e/bench-results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    join(resultsDir, 'web.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        baseline: { ref: baseline.ref, commit: baseline.commit },
        host,
        report,
      },
      null,
      2,
    ),
  )
}

await runBenchmark(main)
