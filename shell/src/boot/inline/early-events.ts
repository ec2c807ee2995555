/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): taps
 * that arrive before the app's JS. A button inside a part of the page that is not live yet (the app's
 * root, a remote slot, an island of the shell's chrome; see remote/live.ts) keeps the tap and gets it
 * again once that part is live. Links, forms, <details> and popovers work natively and are left alone.
 * Every part touched before it is live is marked (`markEarlyTouches`).
 */
import { TOUCH_EVENTS } from '../../remote/hydration-cue'
import { LIVE_EVENT, PART_SELECTOR, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'

const regionOf = (element: Element) => element.closest(`${PART_SELECTOR}, #root`)

export function keepEarlyTaps(doc: Document = document): void {
  markEarlyTouches(doc)
  let kept: HTMLButtonElement[] = []
  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button')
      if (!button || button.disabled || button.hasAttribute('popovertarget')) return
      if (button.form && button.type === 'submit') return
      const region = regionOf(button)
      if (!region || region.hasAttribute('data-live')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (!kept.includes(button)) kept.push(button)
      button.setAttribute('data-pending', '')
    },
    true,
  )
  doc.addEventListener(LIVE_EVENT, () => {
    kept = kept.filter((button) => {
      const region = regionOf(button)
      if (button.isConnected && region && !region.hasAttribute('data-live')) return true
      button.removeAttribute('data-pending')
      if (button.isConnected) void Promise.resolve().then(() => button.click())
      return false
    })
  })
}

/**
 * Marks each part a visitor touches (`TOUCH_EVENTS`) before it is live, and the parts around it: a
 * part's own watch for its cue starts only with the app, and one that waits for a touch alone
 * (`contract`'s `touchModules`) would miss a filter chosen on a slow phone before then. It reads the
 * mark instead (`remote/composed-hydration.ts`).
 */
function markEarlyTouches(doc: Document): void {
  const mark = (event: Event) => {
    let part = event.target instanceof Element ? event.target.closest(PART_SELECTOR) : null
    for (; part; part = part.parentElement?.closest(PART_SELECTOR) ?? null)
      if (!part.hasAttribute('data-live')) part.setAttribute(TOUCHED_EARLY_ATTRIBUTE, '')
  }
  for (const type of TOUCH_EVENTS) doc.addEventListener(type, mark, { capture: true, passive: true })
}
