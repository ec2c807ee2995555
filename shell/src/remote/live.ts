/**
 * Which parts of the page answer taps: the app's root once its own controls have hydrated, and each
 * remote slot once its remote's code has hydrated or rendered it (`data-live` on the element). Until
 * then the page's early-event script (`boot/inline/early-events.ts`) keeps taps on their buttons and
 * replays them when `LIVE_EVENT` reaches it. When every part is live, or waits for the visitor (to
 * come near the viewport, or to be touched: `remote/hydration-cue.ts`; a tap on it is kept meanwhile
 * and it hydrates when touched), `<html data-app="ready">`: QA waits for it.
 */
import type { HydrationCue, HydrationWait } from './hydration-cue'

export const LIVE_EVENT = 'pacanele:live'

/** An island of the shell's own chrome (`app/islands/island.tsx`): a part of the page like a remote slot. */
export const ISLAND_ATTRIBUTE = 'data-island'

/** Every part of the page that comes alive on its own: remote slots and the shell's islands. */
export const PART_SELECTOR = `[data-slot-id], [${ISLAND_ATTRIBUTE}]`

/**
 * `failed`: a slot whose remote did not come: its server HTML stays, with a retry offer that must
 * answer. `static`: a slot whose server HTML is all of it (`contract`'s `staticModules`): not hydrated
 * unless the page's address changes under it.
 */
export type LiveState = 'hydrated' | 'failed' | 'static'

export function markLive(region: Element | null | undefined, state: LiveState = 'hydrated'): void {
  if (!region || region.getAttribute('data-live') === state) return
  region.setAttribute('data-live', state)
  region.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }))
  markReadyWhenAllLive(region.ownerDocument)
}

/**
 * The attribute a composed slot's element carries while it waits for its hydration cue: `waiting`
 * until the viewport is measured, then `waiting-idle`, `waiting-near` or `waiting-touch`; then the cue
 * that came (`touched`, `near`, `idle`, `navigated`).
 */
export const HYDRATION_ATTRIBUTE = 'data-hydration'

/** Set by the page's early-event script on a part touched before its watch for a cue began: it is wanted. */
export const TOUCHED_EARLY_ATTRIBUTE = 'data-touched'

/**
 * Parts that wait for the visitor: far from the viewport, to come near it; a touch module, to be
 * touched. Each hydrates then, and the page is ready without it.
 */
const WAITING_FOR_VISITOR: readonly HydrationState[] = ['waiting-near', 'waiting-touch']
const waitingForVisitor = WAITING_FOR_VISITOR.map((state) => `[${HYDRATION_ATTRIBUTE}="${state}"]`)

export type HydrationState = 'waiting' | `waiting-${HydrationWait}` | HydrationCue

export function markHydration(region: Element, state: HydrationState): void {
  region.setAttribute(HYDRATION_ATTRIBUTE, state)
  if (WAITING_FOR_VISITOR.includes(state)) markReadyWhenAllLive(region.ownerDocument)
}

/** A slot trying again: taps on it wait for its code once more. */
export function unmarkLive(region: Element | null | undefined): void {
  region?.removeAttribute('data-live')
}

export function markRootLive(doc: Document = document): void {
  markLive(doc.getElementById('root'))
}

function markReadyWhenAllLive(doc: Document): void {
  if (!doc.getElementById('root')?.hasAttribute('data-live')) return
  const waiting = [
    ...doc.querySelectorAll(`:is(${PART_SELECTOR}):not([data-live], ${waitingForVisitor.join(', ')})`),
  ].filter(
    // A slot inside server HTML whose own remote did not come cannot run before that remote does; one
    // inside a part that waits to come near, or that stays static, hydrates with it.
    (slot) =>
      !slot.parentElement?.closest(
        ['[data-live="failed"]', '[data-live="static"]', ...waitingForVisitor].join(', '),
      ),
  )
  if (waiting.length === 0) doc.documentElement.dataset.app = 'ready'
}
