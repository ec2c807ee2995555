/**
 * `pnpm bench:federation`: what module federation costs against the same site built as one app.
 * The monolith (monolith-site.ts) serves the federated site's own composed pages with the remotes'
 * exposed modules bundled into the shell; both sides hydrate with the same code and say they are live
 * the same way (`<html data-app="ready">`). For `/`, `/sloturi-online` and `/joc/book-of-ra`, under
 * Lighthouse's mobile conditions (mobile.ts), in a fresh context each load: the JS the page loads
 * (gzip bytes, each file compressed as the build's .gz would be) and the time until it is live. Budget: federated ÷ monolith ≤ 1.15× on both. Exits 1 when a figure is over its budget
 * or something broke. Builds the monolith itself (after `pnpm build`); needs the
 * e2e lock (the federated site is served on the suite's ports):
 * `flock /tmp/e2e.lock pnpm --filter e2e bench:federation [--runs N]`.
 */
import type { Browser, Request } from '@playwright/test'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { ORIGINS } from '../support/apps'
import { holdBudget, onExit, runBenchmark, runsOption } from './bench-process'
import { launchBrowser, THROTTLING_SUMMARY } from './mobile'
import { buildMonolithSite, serveMonolithSite } from './monolith-site'
import { openProbedPage } from './page-probe'
import { assertPortsFree, startProductionServer } from './production-server'
import { median } from './stats'
import { ms, printTable, ratio, verdict } from './table'

const PAGES = ['/', '/sloturi-online', '/joc/book-of-ra']
const BUDGET = 1.15
/** After the page is live, how long it may still fetch JS that counts as part of its load. */
const SETTLE_MS = 1_000
type Side = 'federated' | 'monolith'

interface Load {
  /** Script URLs fetched. */
  scripts: Set<string>
  live: number | undefined
  /** Slots that did not hydrate in place, and console errors: either would make the comparison unfair. */
  slotsNotHydrated: number
  consoleErrors: string[]
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const probed = await openProbedPage(browser)
  const scripts = new Set<string>()
  const consoleErrors: string[] = []
  probed.page.on('requestfinished', (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(request.url())
  })
  probed.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  try {
    await probed.page.goto(url, { waitUntil: 'commit' })
    await probed.event('ready', 30_000).catch(() => undefined)
    await sleep(SETTLE_MS)
    const { ready } = await probed.read()
    // A static slot (no handlers) is live without hydrating, and one further down waits for the
    // visitor to come near it (with the slots inside it): neither is missing anything.
    const slotsNotHydrated = await probed.page.evaluate(
      () =>
        [
          ...document.querySelectorAll('[data-slot-id]:not([data-live="hydrated"], [data-live="static"])'),
        ].filter((slot) => !slot.closest('[data-hydration="waiting-near"]')).length,
    )
    return { scripts, live: ready, slotsNotHydrated, consoleErrors }
  } finally {
    await probed.close()
  }
}

/** Each file's gzip size, as served and compressed here (the same way for both sides). */
const gzipBytes = new Map<string, number>()
async function gzipSizeOf(url: string): Promise<number> {
  if (!gzipBytes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    gzipBytes.set(url, gzipSync(body).length)
  }
  return gzipBytes.get(url)!
}

interface Summary {
  gzip: number
  live: number | undefined
}

async function summarise(loads: Load[]): Promise<Summary> {
  const scripts = loads[0]!.scripts
  const gzip = (await Promise.all([...scripts].map(gzipSizeOf))).reduce((sum, n) => sum + n, 0)
  const medianOf = (pick: (load: Load) => number | undefined) => {
    const values = loads.map(pick).filter((value) => value !== undefined)
    return values.length === loads.length ? median(values) : undefined
  }
  return {
    gzip,
    live: medianOf((load) => load.live),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const runs = runsOption(3)
  console.log('Building the monolith (shell/dist-monolith) and giving it the composed pages…')
  buildMonolithSite()
  await assertPortsFree()
  const server = startProductionServer()
  onExit(server.stop)
  const monolith = await serveMonolithSite()
  onExit(monolith.stop)
  await server.ready
  const browser = await launchBrowser()

  const origins: Record<Side, string> = { federated: ORIGINS.shell, monolith: monolith.origin }
  const loads = new Map<string, Load[]>()
  for (let run = 1; run <= runs; run++)
    for (const path of PAGES)
      for (const side of ['federated', 'monolith'] as const) {
        const load = await loadOnce(browser, origins[side] + path)
        loads.set(`${side} ${path}`, [...(loads.get(`${side} ${path}`) ?? []), load])
        console.log(
          `run ${run}/${runs} ${side} ${path}: live ${ms(load.live)}, ` +
            `${load.scripts.size} scripts; slots not hydrated in place: ${load.slotsNotHydrated}, ` +
            `console errors: ${load.consoleErrors.length}${load.consoleErrors.length ? ` (${load.consoleErrors[0]})` : ''}`,
        )
      }

  console.log(`\nFederated site against the same pages as one app (${THROTTLING_SUMMARY})`)
  console.log(`Live: <html data-app="ready">, from navigation start. Medians of ${runs} run(s).`)
  let allPass = true
  for (const path of PAGES) {
    const federated = await summarise(loads.get(`federated ${path}`)!)
    const single = await summarise(loads.get(`monolith ${path}`)!)
    const bytesRatio = federated.gzip / single.gzip
    const liveRatio =
      federated.live === undefined || single.live === undefined ? Infinity : federated.live / single.live
    allPass &&= bytesRatio <= BUDGET && liveRatio <= BUDGET
    holdBudget(
      bytesRatio <= BUDGET,
      `${path} JS gzip ${ratio(bytesRatio)} the monolith's, budget ≤ ${BUDGET}×`,
    )
    holdBudget(
      liveRatio <= BUDGET,
      `${path} time until live ${ratio(liveRatio)} the monolith's, budget ≤ ${BUDGET}×`,
    )
    console.log(`\n${path}`)
    const line = (name: string, s: Summary) => [name, kb(s.gzip), ms(s.live)]
    printTable(
      ['', 'JS gzip', 'live'],
      [
        line('federated', federated),
        line('monolith', single),
        ['federated ÷ monolith', ratio(bytesRatio), ratio(liveRatio)],
        [`budget ≤ ${BUDGET}×`, verdict(bytesRatio <= BUDGET), verdict(liveRatio <= BUDGET)],
      ],
    )
  }
  console.log(
    `\nBudget: JS gzip bytes and time until live, federated ≤ ${BUDGET}× monolith: ${verdict(allPass)}`,
  )
}

await runBenchmark(main)
