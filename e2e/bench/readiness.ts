/**
 * `pnpm bench:ready`: does a tap that comes early take effect? Under Lighthouse's mobile conditions
 * (mobile.ts), each kind of control is tapped at first contentful paint + 0, 250, 500, 1 000 and
 * 2 000 ms, in a fresh browser context each time; the page records (page-probe.ts) the tap, when the
 * control's part went live and the first frame its effect showed. Budget: every tap takes effect, at
 * once or within 1 000 ms of its part going live, and keeps it. Exits 1 when a tap misses its budget
 * or something broke. Needs `pnpm build` and the e2e lock (the suite's ports):
 * `flock /tmp/e2e.lock pnpm --filter e2e bench:ready [--runs N]`.
 */
import type { Browser, Page } from '@playwright/test'
import { setTimeout as sleep } from 'node:timers/promises'
import { CATEGORY_PARAMS } from 'shell/routes'
import { ORIGINS, remoteRoot } from '../support/apps'
import { holdBudget, onExit, runBenchmark, runsOption } from './bench-process'
import { launchBrowser, THROTTLING_SUMMARY } from './mobile'
import {
  EFFECT_WAIT_MS,
  HOLD_CHECK_MS,
  openProbedPage,
  type ControlSpec,
  type ProbeRecord,
} from './page-probe'
import { assertPortsFree, startProductionServer } from './production-server'
import { ms, printTable, verdict } from './table'

const OFFSETS_MS = [0, 250, 500, 1000, 2000]
/** After its part is live, how long a tap may take to show its effect. */
const LIVE_BUDGET_MS = 1000
const PAGE = '/sloturi-online'

interface Control {
  name: string
  spec: ControlSpec
  /** A `<select>` is not tapped but set to this value (as a choice in its picker would). */
  choose?: string
}

const faq = remoteRoot('faq')
const CONTROLS: Control[] = [
  {
    name: 'FAQ question',
    // A native <details> or a disclosure button: either is the first question.
    spec: { selector: `${faq} summary, ${faq} button[aria-expanded]`, effect: 'expanded' },
  },
  {
    name: 'site menu',
    spec: { selector: 'header nav[aria-label="Meniu principal"] button', effect: 'expanded' },
  },
  {
    name: 'favourite',
    spec: { selector: '[data-testid="game-card"] button[aria-pressed]', effect: 'pressed' },
  },
  {
    name: 'provider filter',
    choose: 'novomatic',
    spec: {
      selector: '#filtru-furnizor',
      effect: 'filtered',
      param: CATEGORY_PARAMS.provider,
      countSelector: '[data-testid="result-count"]',
    },
  },
  {
    name: 'play free',
    spec: { selector: '[data-testid="game-card"] button', text: '^joacă gratis$', effect: 'dialog' },
  },
]

type Outcome = { offsetMs: number } & ({ record: ProbeRecord } | { error: string })

/**
 * Gets the control ready to be tapped at a moment's notice: scrolled to the middle of the screen,
 * its centre known. The tap itself then goes through the browser's input pipeline alone, with no
 * script to run in the page first, which a busy main thread would hold up. A `<select>` is set
 * instead (as a choice in its picker would), which needs the page's main thread.
 */
async function prepare(page: Page, control: Control): Promise<() => Promise<void>> {
  const { selector, text } = control.spec
  const target = page
    .locator(selector)
    .filter(text ? { hasText: new RegExp(text, 'i') } : {})
    .first()
  const { choose } = control
  if (choose !== undefined) return async () => void (await target.selectOption(choose, { force: true }))
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  const box = await target.boundingBox()
  if (!box) throw new Error(`${control.name}: no box to tap`)
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

async function tapOnce(browser: Browser, control: Control, offsetMs: number): Promise<Outcome> {
  const probed = await openProbedPage(browser, control.spec)
  probed.page.setDefaultTimeout(30_000)
  try {
    await probed.page.goto(ORIGINS.shell + PAGE, { waitUntil: 'commit' })
    await probed.event('fcp', 30_000)
    const painted = performance.now()
    const tap = await prepare(probed.page, control)
    await sleep(Math.max(0, painted + offsetMs - performance.now()))
    await tap()
    await probed.event('tap', 10_000)
    await probed.event('done', 2 * EFFECT_WAIT_MS + HOLD_CHECK_MS + 5_000)
    return { offsetMs, record: await probed.read() }
  } catch (error) {
    return { offsetMs, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }
  } finally {
    await probed.close()
  }
}

/** Took effect, and at once (before its part was live) or within the budget after; and kept it. */
function passes(record: ProbeRecord): boolean {
  const { tap, effect, partLive, held } = record
  if (tap === undefined || effect === undefined || !held) return false
  return partLive === undefined || effect <= Math.max(tap, partLive.at) + LIVE_BUDGET_MS
}

function row(outcome: Outcome): string[] {
  const offset = `+${outcome.offsetMs}`
  if ('error' in outcome) return [offset, `error: ${outcome.error}`]
  const { fcp = 0, tap, effect, partLive, held } = outcome.record
  const since = (at: number | undefined) => (at === undefined ? undefined : at - fcp)
  const liveToEffect =
    effect === undefined || partLive === undefined
      ? '—'
      : effect < partLive.at
        ? `${ms(effect - partLive.at)} (before)`
        : ms(effect - partLive.at)
  return [
    offset,
    ms(since(tap)),
    partLive
      ? `${ms(since(partLive.at))}${partLive.state === 'hydrated' ? '' : ` ${partLive.state}`}`
      : 'never',
    effect === undefined ? 'no' : 'yes',
    effect === undefined || tap === undefined ? '—' : ms(effect - tap),
    liveToEffect,
    held ? 'yes' : 'no',
    verdict(passes(outcome.record)),
  ]
}

async function main() {
  const runs = runsOption(1)
  await assertPortsFree()
  const server = startProductionServer()
  onExit(server.stop)
  await server.ready
  const browser = await launchBrowser()

  const results = new Map<Control, Outcome[]>()
  for (let run = 1; run <= runs; run++)
    for (const control of CONTROLS)
      for (const offsetMs of OFFSETS_MS) {
        const outcome = await tapOnce(browser, control, offsetMs)
        results.set(control, [...(results.get(control) ?? []), outcome])
        console.log(
          `run ${run}/${runs} ${control.name} at FCP+${offsetMs} ms: ${row(outcome).slice(1).join(' · ')}`,
        )
      }

  console.log(`\nTaps on ${PAGE} before and after the page is live (${THROTTLING_SUMMARY}; ${runs} run(s))`)
  console.log('Times from first contentful paint; "before": the effect showed before its part was live.')
  let allPass = true
  for (const [control, outcomes] of results) {
    console.log(
      `\n${control.name}  (${control.spec.selector}${control.choose ? ` ← ${control.choose}` : ''})`,
    )
    printTable(
      ['FCP+', 'tap at', 'part live at', 'effect', 'tap→effect', 'live→effect', 'held', 'budget'],
      outcomes.map(row),
    )
    const passed = outcomes.filter((outcome) => 'record' in outcome && passes(outcome.record)).length
    allPass &&= passed === outcomes.length
    console.log(`  ${passed}/${outcomes.length} taps within budget`)
    holdBudget(passed === outcomes.length, `${control.name}: ${outcomes.length - passed} tap(s) over budget`)
  }
  console.log(
    `\nBudget: every tap takes effect, at once or within ${LIVE_BUDGET_MS} ms of its part going live, ` +
      `and keeps it: ${verdict(allPass)}`,
  )
}

await runBenchmark(main)
