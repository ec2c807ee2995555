/**
 * `pnpm bench:stall`: a remote whose origin hangs must not hold the page's first paint back. For
 * `/`, `/sloturi-online` and `/joc/book-of-ra`, under Lighthouse's mobile conditions (mobile.ts): a
 * healthy run, then one run per remote origin where that origin accepts connections and never answers
 * (a real listener on its port, held-origin.ts; the other apps served by the production server, one
 * process each). Prints the medians of first contentful paint and LCP (the last entry up to 6 s after
 * FCP) and their ratio to the healthy run; budget ≤ 1.2×. Exits 1 when a figure is over its budget
 * or something broke. Needs `pnpm build` and the e2e lock (it serves on the suite's ports):
 * `flock /tmp/e2e.lock pnpm --filter e2e bench:stall [--runs N]`.
 */
import type { Browser } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { shellApp } from 'shell/tooling/federation/apps'
import { ORIGINS, portsFrom, remoteDir, REMOTE_NAMES, type RemoteName } from '../support/apps'
import { repo, serve } from '../support/deploy'
import { holdBudget, onExit, runBenchmark, runsOption } from './bench-process'
import { holdOrigin, type HeldOrigin } from './held-origin'
import { launchBrowser, THROTTLING_SUMMARY } from './mobile'
import { openProbedPage } from './page-probe'
import { assertPortsFree } from './production-server'
import { median } from './stats'
import { ms, printTable, ratio, verdict } from './table'

const PAGES = ['/', '/sloturi-online', '/joc/book-of-ra']
/** LCP is read up to this long after first contentful paint. */
const LCP_WINDOW_MS = 6_000
const BUDGET = 1.2
const HEALTHY = 'healthy'
type Condition = typeof HEALTHY | RemoteName

const PORTS = portsFrom(shellApp.port)
type App = 'shell' | RemoteName
const distOf = (app: App) => join(repo, app === 'shell' ? 'shell' : remoteDir(app), 'dist')

/** The site as four production servers, one process each, so that one origin can be made to hang. */
function site() {
  const running = new Map<App, ChildProcess>()
  let held: { remote: RemoteName; origin: HeldOrigin } | undefined
  const start = async (app: App) => running.set(app, await serve([app, String(PORTS[app]), distOf(app)], {}))
  const stopAll = () => {
    for (const child of running.values()) child.kill('SIGTERM')
    held?.origin.release()
  }
  return {
    stopAll,
    startAll: () => Promise.all((['shell', ...REMOTE_NAMES] as App[]).map(start)),
    /** Puts the site in a condition: every origin answering, or one of the remotes hanging. */
    async enter(condition: Condition) {
      if (held && held.remote !== condition) {
        held.origin.release()
        await start(held.remote)
        held = undefined
      }
      if (condition === HEALTHY || held) return
      const child = running.get(condition)!
      running.delete(condition)
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
      held = { remote: condition, origin: await holdOrigin(PORTS[condition]) }
    },
  }
}

interface Paints {
  fcp: number
  lcp: number | undefined
}

async function measure(browser: Browser, path: string): Promise<Paints> {
  const probed = await openProbedPage(browser)
  try {
    await probed.page.goto(ORIGINS.shell + path, { waitUntil: 'commit' })
    await probed.event('fcp', 30_000)
    // Node hears of the paint after it happened: waiting this long from then covers the window.
    await sleep(LCP_WINDOW_MS + 500)
    const { fcp, lcp } = await probed.read()
    const end = fcp! + LCP_WINDOW_MS
    return { fcp: fcp!, lcp: lcp.filter((entry) => entry.startTime <= end).at(-1)?.startTime }
  } finally {
    await probed.close()
  }
}

const conditionName = (condition: Condition) =>
  condition === HEALTHY ? 'none (healthy)' : `${condition} ${ORIGINS[condition]}`

async function main() {
  const runs = runsOption(3)
  await assertPortsFree()
  const servers = site()
  onExit(servers.stopAll)
  await servers.startAll()
  const browser = await launchBrowser()

  const conditions: Condition[] = [HEALTHY, ...REMOTE_NAMES]
  const results = new Map<string, Paints[]>()
  const key = (path: string, condition: Condition) => `${path} ${condition}`
  for (let run = 1; run <= runs; run++)
    for (const condition of conditions) {
      await servers.enter(condition)
      for (const path of PAGES) {
        const paints = await measure(browser, path)
        results.set(key(path, condition), [...(results.get(key(path, condition)) ?? []), paints])
        console.log(
          `run ${run}/${runs} ${path}, origin held: ${conditionName(condition)}: FCP ${ms(paints.fcp)}, ` +
            `LCP ${ms(paints.lcp)}`,
        )
      }
    }

  console.log(
    `\nOne remote origin hanging (accepts, never answers) against all healthy (${THROTTLING_SUMMARY})`,
  )
  console.log(`LCP: the last entry up to ${LCP_WINDOW_MS / 1000} s after FCP. Medians of ${runs} run(s).`)
  let allPass = true
  for (const path of PAGES) {
    const medianOf = (condition: Condition, pick: (paints: Paints) => number | undefined) => {
      const values = results
        .get(key(path, condition))!
        .map(pick)
        .filter((value) => value !== undefined)
      return values.length ? median(values) : undefined
    }
    const healthyFcp = medianOf(HEALTHY, (p) => p.fcp)!
    const healthyLcp = medianOf(HEALTHY, (p) => p.lcp)
    console.log(`\n${path}`)
    printTable(
      ['origin held', 'FCP', 'LCP', 'FCP ÷ healthy', 'LCP ÷ healthy', `budget ≤ ${BUDGET}×`],
      conditions.map((condition) => {
        const fcp = medianOf(condition, (p) => p.fcp)!
        const lcp = medianOf(condition, (p) => p.lcp)
        const fcpRatio = fcp / healthyFcp
        const lcpRatio = lcp === undefined || healthyLcp === undefined ? Infinity : lcp / healthyLcp
        const pass = fcpRatio <= BUDGET && lcpRatio <= BUDGET
        if (condition !== HEALTHY) {
          allPass &&= pass
          holdBudget(
            pass,
            `${path} with ${conditionName(condition)} held: FCP ${ratio(fcpRatio)}, LCP ${ratio(lcpRatio)}, budget ≤ ${BUDGET}×`,
          )
        }
        return [
          conditionName(condition),
          ms(fcp),
          ms(lcp),
          condition === HEALTHY ? '' : ratio(fcpRatio),
          condition === HEALTHY ? '' : ratio(lcpRatio),
          condition === HEALTHY ? '' : verdict(pass),
        ]
      }),
    )
  }
  console.log(
    `\nBudget: FCP and LCP with any one remote origin hanging ≤ ${BUDGET}× healthy: ${verdict(allPass)}`,
  )
}

await runBenchmark(main)
