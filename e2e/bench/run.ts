/**
 * `pnpm bench`: the catalogue at "5000+ Jocuri" scale.
 *  1. builds mfe-categories with 5 000 synthetic games (SYNTHETIC_GAMES) into a folder of its own;
 *  2. deploys a copy of the site with that build as its catalogue (the bench ports of support/apps.ts, the real server);
 *  3. composes that deployment as a deploy would (bundles over HTTP, as its remotes.json names them),
 *     a page per game, and times it;
 *  4. checks that the pages served hold the whole catalogue, then in Chromium measures filter+sort
 *     time, category render time and DOM size of the list;
 *  5. prints the figures against their targets and exits 1 when one is missed.
 * Needs the production build of the other apps (`pnpm build`).
 */
import { chromium, type Page } from '@playwright/test'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromiumExecutable, CHROMIUM_ARGS } from '../support/browser'
import { DEPLOY_BASE_PORTS, remoteRoot } from '../support/apps'
import { appReady, runCompose } from '../support/composed'
import { buildRemote, deploySite, repo, type Deployment } from '../support/deploy'
import { median } from './stats'
import { FILTER_SORT_MEASURE } from 'mfe-categories/measure'

const SYNTHETIC_GAMES = 5000
const RUNS = 12
const TARGETS = { filterSortMs: 10, renderMs: 50, listNodes: 1500, composeS: 120 }
const BASE_PORT = DEPLOY_BASE_PORTS.bench

const ROOT = remoteRoot('categories')

/** Filter+sort time, as the page itself measures it around the computation (User Timing). */
async function measureFilterSort(page: Page): Promise<number[]> {
  const steps: Array<[string, string]> = (
    [
      ['Furnizor', 'novomatic'],
      ['Ordonează după', 'nume'],
      ['Furnizor', 'egt-interactive'],
      ['Funcție', 'rotiri-gratuite'],
      ['Ordonează după', 'rating'],
      ['Furnizor', ''],
      ['Ordonează după', 'noi'],
      ['Funcție', 'jackpot'],
      ['Furnizor', 'pragmatic-play'],
      ['Funcție', ''],
      ['Ordonează după', 'jucatori'],
      ['Furnizor', 'netent'],
    ] as Array<[string, string]>
  ).slice(0, Math.max(RUNS, 10))
  const durations: number[] = []
  for (const [label, value] of steps) {
    await page.evaluate((name) => performance.clearMeasures(name), FILTER_SORT_MEASURE)
    await page.locator(ROOT).getByLabel(label, { exact: true }).selectOption(value)
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FILTER_SORT_MEASURE)
    const duration = await page.evaluate(
      (name) => Math.max(...performance.getEntriesByName(name).map((entry) => entry.duration)),
      FILTER_SORT_MEASURE,
    )
    durations.push(duration)
  }
  return durations
}

/**
 * Click on a related-category link → the new page's list is in the DOM (MutationObserver, no
 * polling), each click made on a quiet page.
 */
async function measureRender(page: Page): Promise<number[]> {
  const cycle: Array<[string, string]> = [
    ['Sloturi Online', 'Sloturi Online'],
    ['Jocuri Slot Online', 'Jocuri Slot Online'],
    ['Cazino Online', 'Cazino Online: Sloturi'],
    ['Păcănele Online', 'Păcănele Online'],
  ]
  const durations: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const [link, h1] = cycle[run % cycle.length]!
    // A visitor clicks on a page that has painted and gone quiet; clicking the moment the list is in
    // the DOM would time the previous page's layout, paint and deferred work as this one's render.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
        ),
    )
    const duration = await page.evaluate(
      ({ root, link, h1 }) =>
        new Promise<number>((resolve, reject) => {
          const anchor = [
            ...document.querySelectorAll(`${root} nav[aria-labelledby="categorii-inrudite"] a`),
          ].find((a) => a.textContent === link) as HTMLAnchorElement | undefined
          if (!anchor) return reject(new Error(`no related link "${link}"`))
          const start = performance.now()
          // Inline, not a named helper: tsx would wrap a named function in a helper the page lacks.
          const observer = new MutationObserver(() => {
            const heading = document.querySelector(`${root} h1`)?.textContent
            const cards = document.querySelector(`${root} [data-testid="game-list"]`)?.children.length ?? 0
            if (heading !== h1 || cards === 0) return
            observer.disconnect()
            resolve(performance.now() - start)
          })
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
          anchor.click()
          setTimeout(() => reject(new Error(`"${h1}" did not render within 5 s`)), 5000)
        }),
      { root: ROOT, link, h1 },
    )
    durations.push(duration)
  }
  return durations
}

/** Composes the deployment's pages as a deploy would; its composed/index.json says what it wrote. */
function compose(site: Deployment) {
  const started = performance.now()
  const run = runCompose(['--out', site.shellDir])
  const totalMs = performance.now() - started
  console.log(run.output.trim())
  if (run.status !== 0) throw new Error(`compose failed (exit code ${run.status})`)
  const index = JSON.parse(readFileSync(join(site.shellDir, 'composed/index.json'), 'utf8')) as {
    pages: Record<string, string>
  }
  const paths = Object.keys(index.pages)
  // The 404 page and the frame besides the canonical pages.
  const pages = paths.length + 2
  return { pages, games: paths.filter((path) => path.startsWith('/joc/')).length, totalMs }
}

async function main(): Promise<boolean> {
  const work = mkdtempSync(join(tmpdir(), 'pacanele-bench-'))
  console.log(`Building mfe-categories with ${SYNTHETIC_GAMES} synthetic games…`)
  buildRemote('categories', join(work, 'dist'), undefined, { SYNTHETIC_GAMES: String(SYNTHETIC_GAMES) })
  const site = await deploySite(BASE_PORT, { categories: join(work, 'dist') })
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(() => chromium.executablePath()),
    args: CHROMIUM_ARGS,
  })
  try {
    console.log('Composing every page of that deployment…')
    const composed = compose(site)
    const load = loadavg()
    console.log(
      `Compose: ${composed.pages} pages in ${(composed.totalMs / 1000).toFixed(1)} s, ` +
        `${(composed.totalMs / composed.pages).toFixed(1)} ms a page ` +
        `(load average ${load.map((value) => value.toFixed(1)).join(' ')})`,
    )

    // Figures from any other catalogue would be reported as this one's: stop instead.
    if (composed.games < SYNTHETIC_GAMES)
      throw new Error(
        `${composed.games} game pages composed, fewer than the ${SYNTHETIC_GAMES} synthetic games`,
      )
    const expected = `${new Intl.NumberFormat('ro-RO').format(composed.games)} de jocuri`
    const served = await (await fetch(`${site.shellOrigin}/pacanele-online`)).text()
    if (!served.includes(`>${expected}<`))
      throw new Error(`the HTML served for /pacanele-online does not say "${expected}"`)

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    // Hydrated first: a click on the server's HTML alone would load a new document mid-measure.
    const open = async () => {
      await page.goto(`${site.shellOrigin}/pacanele-online`)
      await appReady(page)
      await page.locator(`${ROOT} [data-testid="game-card"]`).first().waitFor()
    }
    await open()
    const total = await page.locator(`${ROOT} [data-testid="result-count"]`).textContent()
    console.log(`Catalogue on /pacanele-online: ${total}`)
    if (total !== expected) throw new Error(`the page says "${total}" after hydration, not "${expected}"`)

    const filterSort = await measureFilterSort(page)
    await open()
    const render = await measureRender(page)
    const listNodes = await page.evaluate(
      (root) =>
        document.querySelector(`${root} section[aria-labelledby="lista-jocuri"]`)!.querySelectorAll('*')
          .length + 1,
      ROOT,
    )

    const composeS = composed.totalMs / 1000
    const figures = { filterSortMs: median(filterSort), renderMs: median(render), listNodes, composeS }
    const rows: Array<[string, number, number, string]> = [
      [`filter+sort (median of ${filterSort.length})`, figures.filterSortMs, TARGETS.filterSortMs, 'ms'],
      [`category render (median of ${render.length})`, figures.renderMs, TARGETS.renderMs, 'ms'],
      ['DOM nodes in the list area', figures.listNodes, TARGETS.listNodes, ''],
      [`compose, all ${composed.pages} pages`, composeS, TARGETS.composeS, 's'],
    ]
    let passed = true
    console.log(`\nBenchmark, ${SYNTHETIC_GAMES} synthetic + real games`)
    for (const [name, value, target, unit] of rows) {
      const ok = value <= target
      passed &&= ok
      const shown = unit ? `${value.toFixed(2)} ${unit}` : String(value)
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${shown.padStart(10)}   target ≤ ${target}${unit ? ' ' + unit : ''}`,
      )
    }
    const resultsDir = resolve(repo, 'e2e/bench-results')
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(
      join(resultsDir, 'latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          figures,
          targets: TARGETS,
          runs: { filterSort, render },
          // Shared machines make timings noisy: the load when composing says how much.
          compose: { ...composed, msPerPage: composed.totalMs / composed.pages, loadAverage: load },
        },
        null,
        2,
      ),
    )
    return passed
  } finally {
    await browser.close()
    site.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

process.exitCode = (await main()) ? 0 : 1
