/**
 * When a composed part of the page hydrates: its server HTML already reads, links and native controls
 * work, so its code is worth running only once the visitor may use it. A phone that evaluates and
 * hydrates every part at once is blocked for half a second after the page appears; spread over the
 * moments each part is wanted, the same work leaves the main thread free to answer, and the code of a
 * part the visitor never reaches never runs.
 *
 * What a part waits for depends on where it is when the page starts:
 * - on the first screen (in the viewport or within `NEAR_VIEWPORT_MARGIN` of it): the browser's next
 *   idle period (`requestIdleCallback`; where there is none, as in Safari, a timer of
 *   `IDLE_FALLBACK_MS`), so it comes alive without holding up the first frames: cue `idle`;
 * - further down: coming within `NEAR_VIEWPORT_MARGIN` of the viewport as the visitor scrolls:
 *   cue `near`. It does not hydrate at idle: a visitor who never scrolls there never runs its code.
 * Either way it hydrates at once when the visitor points at it, focuses into it, types in it or
 * changes one of its controls: cue `touched` (a tap made meanwhile is kept by the page's early-event
 * script and replayed once the part is live, `remote/live.ts`). The page itself gives one more cue,
 * `navigated` (`RemoteSlot`): its address changed, so React renders the content around the part again,
 * and React can update only a part it has hydrated. An island of the shell's chrome has one of its own,
 * `state` (`app/islands/island-cue.ts`): the visitor's state shows in it.
 * A part whose HTML serves the visitor until they reach for a control (`contract`'s `touchModules`)
 * waits for `touched` alone, wherever it is (`onTouchCue`).
 */
export type HydrationCue = 'touched' | 'near' | 'idle' | 'navigated' | 'state'

/** What a part waits for, once the viewport has been measured (or at once, for `touch`): see above. */
export type HydrationWait = 'idle' | 'near' | 'touch'

/** Screens above and below the viewport within which a part counts as near. */
const NEAR_VIEWPORT_SCREENS = 1

/** About one screen above and below: a part that far away hydrates before the visitor scrolls to it. */
export const NEAR_VIEWPORT_MARGIN = `${NEAR_VIEWPORT_SCREENS * 100}% 0px`

/**
 * What a visitor does to a part before using it; each reaches the part before the tap itself. A
 * control changed without a press or a key first (a value set by assistive technology or autofill)
 * says so with `input` or `change`.
 */
export const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const

/** Where a browser has no `requestIdleCallback`: long enough to let the first frames through. */
export const IDLE_FALLBACK_MS = 300

export interface HydrationCueListener {
  /** Once the part's place is known: what it waits for from then on. */
  onWait(wait: HydrationWait): void
  /** Once, with the first cue to come. */
  onCue(cue: HydrationCue): void
}

/**
 * Watches the part inside `region` for its cue; the returned function stops watching. The region is
 * the slot's own element, `display: contents`: it has no box of its own, so the viewport is watched
 * through the outermost elements inside it that have one.
 */
export function onHydrationCue(region: Element, { onWait, onCue }: HydrationCueListener): () => void {
  const view = region.ownerDocument.defaultView
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((stopOne) => stopOne())
  const cue = (why: HydrationCue) => {
    stop()
    onCue(why)
  }

  stops.push(onTouch(region, () => cue('touched')))

  const waitForIdle = () => {
    onWait('idle')
    if (view) stops.push(whenIdle(view, () => cue('idle')))
  }

  const boxes = view && 'IntersectionObserver' in view ? boxesIn(region, view) : []
  if (!view || boxes.length === 0) {
    // Nothing to watch the viewport through (no observer, or a part with no box): the first screen's rule.
    waitForIdle()
    return stop
  }
  let placed = false
  const observer = new view.IntersectionObserver(
    (entries) => {
      const near = entries.some((entry) => entry.isIntersecting)
      if (placed) {
        if (near) cue('near')
        return
      }
      // The observer's first report says where the part is as the page starts.
      placed = true
      if (near) {
        observer.disconnect()
        waitForIdle()
      } else onWait('near')
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  )
  for (const box of boxes) observer.observe(box)
  stops.push(() => observer.disconnect())
  return stop
}

/**
 * Watches the part inside `region` for a touch alone: neither idle periods nor the viewport bring it.
 * The returned function stops watching.
 */
export function onTouchCue(region: Element, onCue: (cue: 'touched') => void): () => void {
  const stop = onTouch(region, () => {
    stop()
    onCue('touched')
  })
  return stop
}

/**
 * Calls `touched` at the first of `TOUCH_EVENTS` in `region`; returns a stop. Heard on the document,
 * in the capture phase: React's own listener on the app's root stops an event aimed at server HTML it
 * has not hydrated (to hydrate that first), so a listener on the region itself never hears it.
 */
function onTouch(region: Element, touched: () => void): () => void {
  const doc = region.ownerDocument
  const inRegion = (event: Event) => {
    if (event.target instanceof Node && region.contains(event.target)) touched()
  }
  for (const type of TOUCH_EVENTS) doc.addEventListener(type, inRegion, { capture: true, passive: true })
  return () => {
    for (const type of TOUCH_EVENTS) doc.removeEventListener(type, inRegion, { capture: true })
  }
}

/**
 * Watches several regions as one part (a layout module's parts, `composed-hydration.ts`): the first
 * cue in any of them is the part's. It waits for idle as soon as one region is on the first screen,
 * and to come near once every region is further down. The returned function stops watching all.
 */
export function onFirstHydrationCue(
  regions: readonly Element[],
  { onWait, onCue }: HydrationCueListener,
): () => void {
  const waits: HydrationWait[] = []
  let cued = false
  const stops: Array<() => void> = []
  const stop = () => stops.splice(0).forEach((stopOne) => stopOne())
  for (const region of regions)
    stops.push(
      onHydrationCue(region, {
        onWait: (wait) => {
          waits.push(wait)
          const firstOnScreen = wait === 'idle' && !waits.slice(0, -1).includes('idle')
          const allFar = waits.length === regions.length && !waits.includes('idle')
          if (firstOnScreen || allFar) onWait(wait)
        },
        onCue: (why) => {
          if (cued) return
          cued = true
          stop()
          onCue(why)
        },
      }),
    )
  return stop
}

/**
 * Whether the part inside `region` is near the viewport now, by the observer's rule
 * (`NEAR_VIEWPORT_MARGIN`); a part with no box to measure counts as near, as it does there.
 */
export function isNearViewport(region: Element, view: Window): boolean {
  const boxes = boxesIn(region, view)
  const reach = view.innerHeight * NEAR_VIEWPORT_SCREENS
  return (
    boxes.length === 0 ||
    boxes.some((box) => {
      const { top, bottom } = box.getBoundingClientRect()
      return bottom >= -reach && top <= view.innerHeight + reach
    })
  )
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
