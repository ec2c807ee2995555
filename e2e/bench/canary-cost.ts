/**
 * `pnpm bench:canary`: what a canary visitor pays. Pages are composed from stable, so a visitor in a
 * canary gets the stable HTML and the canary's slot renders afresh over it; a stable visitor's slots
 * hydrate in place. The FAQ's candidate (the reworded release the canary spec uses, its own origin)
 * runs as a 50 % canary on a deployed copy of the site, and two visitors whose buckets fall on either
 * side load `/`, `/sloturi-online` and `/joc/book-of-ra` (no FAQ there: the control) under Lighthouse's
 * mobile conditions (mobile.ts), a fresh context each load. The pages are recomposed once the canary
 * runs, as `pnpm release` does, so they hint its files (remote/canary-hints.ts). Printed: medians of CLS (counted until a
 * second after the page is live) and of the time until live (`<html data-app="ready">`), canary ÷
 * stable. Budget: the canary costs nothing visible, a canary CLS ≤ 0.02 and live ≤ 1.2× stable's.
 * Exits 1 when a figure is over its budget or something broke. After `pnpm build`, under the e2e lock (the copy serves on the
 * canary spec's ports): `flock /tmp/e2e.lock pnpm --filter e2e bench:canary [--runs N]`.
 */
import { request, type Browser } from '@playwright/test'
import { setTimeout as sleep } from 'node:timers/promises'
import { canaryThreshold } from 'shell/tooling/release/bucket'
import { DEPLOY_BASE_PORTS } from '../support/apps'
import { CANARY_SALT, visitorContext, visitorWhose } from '../support/canary-visitors'
import { CANDIDATE, deployReleaseSite, pageViewBuilds } from '../support/release-site'
import { holdBudget, onExit, runBenchmark, runsOption } from './bench-process'
import { launchBrowser, THROTTLING_SUMMARY } from './mobile'
import { openProbedPage } from './page-probe'
import { median } from './stats'
import { ms, printTable, ratio, verdict } from './table'

const PAGES = ['/', '/sloturi-online', '/joc/book-of-ra']
const SIDES = ['stable', 'canary'] as const
type Side = (typeof SIDES)[number]
const CANARY_PERCENT = 50
/** Above these a canary visitor's page is visibly worse than a stable visitor's. */
const VISIBLE_CLS = 0.02
const VISIBLE_RATIO = 1.2
/** Shifts a second after the page is live still count: a slot rendered afresh may land then. */
const SETTLE_MS = 1_000

interface Load {
  cls: number
  live: number | undefined
  /** Where the FAQ came from on this load, as the page's own page_view says. */
  faqSource: string
}

async function loadOnce(browser: Browser, url: string, visitor: string): Promise<Load> {
  const probed = await openProbedPage(browser, undefined, (context) => visitorContext(context, visitor))
  try {
    await probed.page.goto(url, { waitUntil: 'commit' })
    await probed.event('ready', 60_000)
    await sleep(SETTLE_MS)
    const { cls, ready } = await probed.read()
    const { builds } = (await pageViewBuilds(probed.page)) as { builds: Record<string, { source: string }> }
    return { cls, live: ready, faqSource: builds.faq!.source }
  } finally {
    await probed.close()
  }
}

async function main() {
  const runs = runsOption(3)
  console.log('Deploying a copy of the site with the FAQ candidate beside it (builds the candidate)…')
  const site = await deployReleaseSite(DEPLOY_BASE_PORTS.canary, DEPLOY_BASE_PORTS.canaryCandidate)
  onExit(site.stop)
  const api = await request.newContext()
  await site.release(api, { canary: { build: CANDIDATE, percent: CANARY_PERCENT, salt: CANARY_SALT } })
  await api.dispose()
  // As `pnpm release faq canary` does: the pages now hint the canary's files for its visitors.
  site.recompose()
  const visitors: Record<Side, string> = {
    canary: visitorWhose((bucket) => bucket < canaryThreshold(CANARY_PERCENT)),
    stable: visitorWhose((bucket) => bucket >= canaryThreshold(CANARY_PERCENT)),
  }
  const browser = await launchBrowser()

  const loads = new Map<string, Load[]>()
  for (let run = 1; run <= runs; run++)
    for (const path of PAGES)
      for (const side of SIDES) {
        const load = await loadOnce(browser, site.shellOrigin + path, visitors[side])
        if (load.faqSource !== side)
          throw new Error(`the ${side} visitor got the FAQ's ${load.faqSource} build`)
        loads.set(`${side} ${path}`, [...(loads.get(`${side} ${path}`) ?? []), load])
        console.log(`run ${run}/${runs} ${side} ${path}: CLS ${load.cls.toFixed(3)}, live ${ms(load.live)}`)
      }

  console.log(
    `\nA ${CANARY_PERCENT} % canary of the FAQ: its visitors against stable's (${THROTTLING_SUMMARY})`,
  )
  console.log(`Live: <html data-app="ready">, from navigation start. Medians of ${runs} run(s).`)
  for (const path of PAGES) {
    const of = (side: Side) => {
      const sideLoads = loads.get(`${side} ${path}`)!
      const lives = sideLoads.flatMap((load) => load.live ?? [])
      return {
        cls: median(sideLoads.map((load) => load.cls)),
        live: lives.length === sideLoads.length ? median(lives) : undefined,
      }
    }
    const stable = of('stable')
    const canary = of('canary')
    const liveRatio = stable.live && canary.live ? canary.live / stable.live : Infinity
    console.log(`\n${path}`)
    printTable(
      ['', 'CLS', 'live'],
      [
        ['stable visitor', '', ms(stable.live)],
        ['canary visitor', canary.cls.toFixed(3), ms(canary.live)],
        ['canary ÷ stable', '', ratio(liveRatio)],
        [
          `budget: CLS ≤ ${VISIBLE_CLS}, ≤ ${VISIBLE_RATIO}×`,
          verdict(canary.cls <= VISIBLE_CLS),
          verdict(liveRatio <= VISIBLE_RATIO),
        ],
      ],
    )
    holdBudget(
      canary.cls <= VISIBLE_CLS,
      `${path} canary CLS ${canary.cls.toFixed(3)}, budget ≤ ${VISIBLE_CLS}`,
    )
    holdBudget(
      liveRatio <= VISIBLE_RATIO,
      `${path} canary live ${ratio(liveRatio)} stable's, budget ≤ ${VISIBLE_RATIO}×`,
    )
  }
}

await runBenchmark(main)
