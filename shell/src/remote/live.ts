/**
 * Which parts of the page answer taps: the app's root once its own controls have hydrated, and each
 * remote slot once its remote's code has hydrated or rendered it (`data-live` on the element). Until
 * then the page's early-event script (`boot/inline/early-events.ts`) keeps taps on their buttons and
 * replays them when `LIVE_EVENT` reaches it. When every part is live, `<html data-app="ready">`: QA
 * waits for it.
 */
export const LIVE_EVENT = 'pacanele:live'

/**
 * `failed`: a slot whose remote did not come: its server HTML stays, with a retry offer that must
 * answer. `static`: a slot whose server HTML is all of it (`contract`'s `staticModules`): never hydrated.
 */
export type LiveState = 'hydrated' | 'failed' | 'static'

export function markLive(region: Element | null | undefined, state: LiveState = 'hydrated'): void {
  if (!region || region.getAttribute('data-live') === state) return
  region.setAttribute('data-live', state)
  region.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }))
  markReadyWhenAllLive(region.ownerDocument)
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
  const waiting = [...doc.querySelectorAll('[data-slot-id]:not([data-live])')].filter(
    // A slot inside server HTML whose own remote did not come cannot run before that remote does.
    (slot) => !slot.parentElement?.closest('[data-live="failed"]'),
  )
  if (waiting.length === 0) doc.documentElement.dataset.app = 'ready'
}
