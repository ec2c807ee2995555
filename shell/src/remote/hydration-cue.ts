/**
 * When a composed part of the page hydrates: its server HTML already reads, links and native controls
 * work, so its code is worth running only once the visitor may use it. A phone that evaluates and
 * hydrates every part at once is blocked for half a second after the page appears; spread over the
 * moments each part is wanted, the same work leaves the main thread free to answer.
 *
 * A part hydrates at the first of:
 * - `touched`: the visitor points at it, focuses into it or types in it (a tap made meanwhile is kept
 *   by the page's early-event script and replayed once the part is live, `remote/live.ts`);
 * - `near`: it is in the viewport or comes within `NEAR_VIEWPORT_MARGIN` of it;
 * - `idle`: the browser has an idle period (`requestIdleCallback`; where there is none, as in Safari,
 *   a timer of `IDLE_FALLBACK_MS`), so an untouched part still comes alive without holding anything up.
 */
export type HydrationCue = 'touched' | 'near' | 'idle'

/** About one screen above and below: a part that far away hydrates before the visitor scrolls to it. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px'

/** What a visitor does to a part before using it; each reaches the part before the tap itself. */
export const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/** Where a browser has no `requestIdleCallback`: long enough to let the first frames through. */
export const IDLE_FALLBACK_MS = 300

/**
 * Calls `onCue` once, with the first cue to come for the part inside `region`; the returned function
 * stops waiting. The region is the slot's own element, `display: contents`: it has no box of its own,
 * so the viewport is watched through the outermost elements inside it that have one.
 */
export function onHydrationCue(region: Element, onCue: (cue: HydrationCue) => void): () => void {
  const view = region.ownerDocument.defaultView
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((stopOne) => stopOne())
  const cue = (why: HydrationCue) => {
    stop()
    onCue(why)
  }

  const touched = () => cue('touched')
  for (const type of TOUCH_EVENTS) {
    region.addEventListener(type, touched, { capture: true, passive: true })
    stops.push(() => region.removeEventListener(type, touched, { capture: true }))
  }

  if (view && 'IntersectionObserver' in view) {
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) cue('near')
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    for (const box of boxesIn(region, view)) observer.observe(box)
    stops.push(() => observer.disconnect())
  }

  if (view) stops.push(whenIdle(view, () => cue('idle')))
  return stop
}

/**
 * The outermost elements inside `region` that have a box: an element with `display: contents` (the
 * slot, a remote's style scope) has none, and an observer never sees it intersect.
 */
function boxesIn(region: Element, view: Window): Element[] {
  return [...region.children].flatMap((child) =>
    view.getComputedStyle(child).display === 'contents' ? boxesIn(child, view) : [child],
  )
}

/** The browser's next idle period, or a timer where it reports none; returns a cancel. */
function whenIdle(view: Window, run: () => void): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(run)
    return () => view.cancelIdleCallback(handle)
  }
  const handle = view.setTimeout(run, IDLE_FALLBACK_MS)
  return () => view.clearTimeout(handle)
}
