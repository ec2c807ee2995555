/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): taps
 * that arrive before the app's JS. A button or a choice (radio, checkbox) inside a part of the page
 * that is not live yet (the app's root, a remote slot, an island of the shell's chrome; see
 * remote/live.ts) keeps the tap and gets it again once that part is live; so does a key press on a
 * part that answers keys (`keepEarlyKeys`). Links, forms, <details> and popovers work natively and
 * are left alone. Every part touched before it is live is marked (`markEarlyTouches`).
 */
import { EARLY_KEPT_KEYS, KEEPS_EARLY_KEYS } from '../../contract'
import { TOUCH_EVENTS } from '../../remote/hydration-cue'
import { LIVE_EVENT, PART_SELECTOR, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'

const regionOf = (element: Element) => element.closest(`${PART_SELECTOR}, #root`)

export function keepEarlyTaps(doc: Document = document): void {
  markEarlyTouches(doc)
  keepEarlyKeys(doc)
  let kept: KeptControl[] = []
  doc.addEventListener(
    'click',
    (event) => {
      const control = keptControl(event.target)
      if (!control) return
      const region = regionOf(control)
      if (!region || region.hasAttribute('data-live')) return
      // A choice's click undone: the browser puts back the option that was checked.
      event.preventDefault()
      event.stopImmediatePropagation()
      if (!kept.includes(control)) kept.push(control)
      control.setAttribute('data-pending', '')
    },
    true,
  )
  doc.addEventListener(LIVE_EVENT, () => {
    kept = kept.filter((control) => {
      const region = regionOf(control)
      if (control.isConnected && region && !region.hasAttribute('data-live')) return true
      control.removeAttribute('data-pending')
      if (control.isConnected) void Promise.resolve().then(() => control.click())
      return false
    })
  })
}

type KeptControl = HTMLButtonElement | HTMLInputElement

/**
 * The control whose tap waits for its part: a button, except one the browser serves itself (a
 * popover's, a form's submit); or a choice (a radio, a checkbox: the theme switch) that the app,
 * controlling it, would otherwise put back as it was when it hydrates.
 */
function keptControl(target: EventTarget | null): KeptControl | null {
  if (!(target instanceof Element)) return null
  if (target instanceof HTMLInputElement)
    return (target.type === 'radio' || target.type === 'checkbox') && !target.disabled ? target : null
  const button = target.closest('button')
  if (!button || button.disabled || button.hasAttribute('popovertarget')) return null
  return button.form && button.type === 'submit' ? null : button
}

const KEPT_KEYS = new Set(EARLY_KEPT_KEYS)
/** Elements whose Space and Enter are their own (a button's is a click, kept above): left alone. */
const OWN_KEYS = 'a, button, input, select, textarea, summary, [contenteditable]'

/**
 * A Space or Enter pressed inside a part marked `KEEPS_EARLY_KEYS` that is not live yet, outside its
 * buttons and fields: held (no page scroll meanwhile) and pressed again, on the same element, once the
 * part is live. A held key's repeats are dropped: the part would ignore them too.
 */
function keepEarlyKeys(doc: Document): void {
  let kept: Array<{ target: Element; key: string; code: string }> = []
  doc.addEventListener(
    'keydown',
    (event) => {
      const target = event.target
      if (!KEPT_KEYS.has(event.key) || !(target instanceof Element) || target.closest(OWN_KEYS)) return
      const region = regionOf(target)
      if (!target.closest(`[${KEEPS_EARLY_KEYS}]`) || !region || region.hasAttribute('data-live')) return
      event.preventDefault()
      // Not the document's other listeners: this press may be the touch the part waits for.
      event.stopPropagation()
      if (!event.repeat) kept.push({ target, key: event.key, code: event.code })
    },
    true,
  )
  doc.addEventListener(LIVE_EVENT, () => {
    kept = kept.filter(({ target, key, code }) => {
      const region = regionOf(target)
      if (target.isConnected && region && !region.hasAttribute('data-live')) return true
      if (target.isConnected)
        void Promise.resolve().then(() =>
          target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true })),
        )
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
