/**
 * What the benchmarks read from inside the page, on the page's own clock (`performance.now()`), by a
 * script installed before any of the page's own: first contentful paint, the LCP entries, when each
 * part went live (`data-live` on `#root` or a remote slot) and when `<html data-app="ready">` came;
 * and, when a control is named, the tap on it, when its part went live and the first frame its
 * effect shows. Node hears of `fcp`, `ready`, `tap` and `done` through a binding as they happen.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { MOBILE_DEVICE, throttledPage } from './mobile'

/** How the page can tell that a tap on a control did what it is for. */
export type Effect =
  /** A disclosure: its `<details>` open, `aria-expanded="true"`, or the popover it toggles open. */
  | 'expanded'
  /** A toggle button: `aria-pressed="true"`. */
  | 'pressed'
  /** A filter: the URL has the parameter, or the result count changed. */
  | 'filtered'
  /** A visible `[role=dialog]`. */
  | 'dialog'

export interface ControlSpec {
  /** The control: the first element matching this CSS selector (and `text`, when given). */
  selector: string
  /** A regular expression its trimmed text matches, case-insensitively. */
  text?: string
  effect: Effect
  /** For `filtered`: the URL parameter it sets, and where the page says how many results it shows. */
  param?: string
  countSelector?: string
}

export interface ProbeRecord {
  fcp?: number
  lcp: Array<{ startTime: number; size: number }>
  /** Cumulative layout shift so far, as web-vitals counts it: the worst session window of shifts. */
  cls: number
  ready?: number
  tap?: number
  /** The first frame the effect showed, from the tap on. */
  effect?: number
  /** When the control's part (its slot, or `#root`) went live, and how: `hydrated` or `failed`. */
  partLive?: { at: number; state: string }
  /** The effect still showed a second after the part was live (nothing undid it). */
  held?: boolean
  done: boolean
}

export type ProbeEvent = 'fcp' | 'ready' | 'tap' | 'done'

/** How long the page watches for a tap's effect, and waits for the control's part to go live. */
export const EFFECT_WAIT_MS = 15_000
/** After that, how long before checking that the effect has held. */
export const HOLD_CHECK_MS = 1_000

interface ProbeWindow {
  __probe: ProbeRecord
  __probeEvent?: (event: ProbeEvent) => void
}

/**
 * Runs in the page, before its scripts. Serialised by Playwright: it may use nothing from outside
 * itself but its argument (and the `__name` helper, below).
 */
function probe({
  control,
  effectWaitMs,
  holdCheckMs,
}: {
  control?: ControlSpec
  effectWaitMs: number
  holdCheckMs: number
}) {
  const probeWindow = window as unknown as ProbeWindow
  const record: ProbeRecord = { lcp: [], cls: 0, done: false }
  probeWindow.__probe = record
  const report = (event: ProbeEvent) => void probeWindow.__probeEvent?.(event)

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') {
        record.fcp = entry.startTime
        report('fcp')
      }
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[])
      record.lcp.push({ startTime: entry.startTime, size: entry.size })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // A session window ends after a second without a shift, or five seconds after its first.
  let windowValue = 0
  let windowFirst = 0
  let windowLast = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (entry.hadRecentInput) continue
      const continues =
        windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowFirst < 5000
      if (!continues) {
        windowValue = 0
        windowFirst = entry.startTime
      }
      windowValue += entry.value
      windowLast = entry.startTime
      record.cls = Math.max(record.cls, windowValue)
    }
  }).observe({ type: 'layout-shift', buffered: true })

  const liveAt = new Map<Element, { at: number; state: string }>()
  let part: Element | null = null
  new MutationObserver((mutations) => {
    const now = performance.now()
    for (const { target, attributeName } of mutations) {
      const element = target as Element
      if (attributeName === 'data-live' && element.hasAttribute('data-live') && !liveAt.has(element)) {
        liveAt.set(element, { at: now, state: element.getAttribute('data-live')! })
      }
      if (
        attributeName === 'data-app' &&
        record.ready === undefined &&
        document.documentElement.dataset.app === 'ready'
      ) {
        record.ready = now
        report('ready')
      }
    }
    // The document, not its root element: at this point the parser has not created it yet.
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-live', 'data-app'],
  })

  if (!control) return
  const textMatches = (element: Element) =>
    !control.text || new RegExp(control.text, 'i').test(element.textContent?.trim() ?? '')
  const controlOf = (node: EventTarget | null) => {
    const element = node instanceof Element ? node.closest(control.selector) : null
    return element && textMatches(element) ? element : null
  }
  // Looked up afresh each time: a part rendered anew replaces the element tapped.
  const firstControl = () => [...document.querySelectorAll(control.selector)].find(textMatches) ?? null
  const countText = () =>
    control.countSelector ? (document.querySelector(control.countSelector)?.textContent ?? null) : null
  let countAtTap: string | null = null
  const effectShows = () => {
    const element = firstControl()
    switch (control.effect) {
      case 'expanded':
        return (
          element !== null &&
          (element.closest('details')?.open === true ||
            element.getAttribute('aria-expanded') === 'true' ||
            (element as HTMLButtonElement).popoverTargetElement?.matches(':popover-open') === true)
        )
      case 'pressed':
        return element?.getAttribute('aria-pressed') === 'true'
      case 'filtered':
        return new URLSearchParams(location.search).has(control.param ?? '') || countText() !== countAtTap
      case 'dialog':
        return [...document.querySelectorAll('[role="dialog"]')].some(
          (dialog) => dialog.getClientRects().length > 0,
        )
    }
  }

  const finish = () => {
    record.partLive = part ? liveAt.get(part) : undefined
    record.held = record.effect !== undefined && effectShows()
    record.done = true
    report('done')
  }
  const waitForPart = () => {
    if (!(part && liveAt.has(part)) && performance.now() - record.tap! < effectWaitMs) {
      setTimeout(waitForPart, 100)
      return
    }
    setTimeout(finish, holdCheckMs)
  }
  const watchEffect = () => {
    const now = performance.now()
    if (effectShows()) record.effect = now
    if (record.effect !== undefined || now - record.tap! > effectWaitMs) waitForPart()
    else requestAnimationFrame(watchEffect)
  }
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click', 'input', 'change'])
    window.addEventListener(
      type,
      (event) => {
        if (record.tap !== undefined) return
        const element = controlOf(event.target)
        if (!element) return
        // When the input happened, not when the busy main thread got to it.
        record.tap = event.timeStamp
        report('tap')
        part = element.closest('[data-slot-id], #root')
        countAtTap = countText()
        requestAnimationFrame(watchEffect)
      },
      { capture: true, passive: true },
    )
}

export interface ProbedPage {
  context: BrowserContext
  page: Page
  /** Resolves when the page has reported the event, at once if it already has. */
  event: (name: ProbeEvent, timeoutMs: number) => Promise<void>
  read: () => Promise<ProbeRecord>
  close: () => Promise<void>
}

/**
 * A fresh context (empty cache, storage and connections) with one throttled, probed page; `prepare`
 * gets the context before the page exists (a visitor's stored state, say).
 */
export async function openProbedPage(
  browser: Browser,
  control?: ControlSpec,
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<ProbedPage> {
  const context = await browser.newContext(MOBILE_DEVICE)
  await prepare?.(context)
  const heard = new Map<ProbeEvent, { promise: Promise<void>; resolve: () => void }>()
  const pending = (name: ProbeEvent) => {
    if (!heard.has(name)) {
      let resolve!: () => void
      const promise = new Promise<void>((done) => (resolve = done))
      heard.set(name, { promise, resolve })
    }
    return heard.get(name)!
  }
  await context.exposeBinding('__probeEvent', (_source, name: ProbeEvent) => pending(name).resolve())
  // tsx compiles this file keeping function names, through a `__name` helper the page lacks.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  await context.addInitScript(probe, { control, effectWaitMs: EFFECT_WAIT_MS, holdCheckMs: HOLD_CHECK_MS })
  const page = await throttledPage(context)
  return {
    context,
    page,
    event: (name, timeoutMs) =>
      Promise.race([
        pending(name).promise,
        new Promise<never>((_resolve, reject) =>
          setTimeout(
            () => reject(new Error(`the page did not report "${name}" within ${timeoutMs} ms`)),
            timeoutMs,
          ).unref(),
        ),
      ]),
    read: () => page.evaluate(() => (window as unknown as ProbeWindow).__probe),
    close: () => context.close(),
  }
}
