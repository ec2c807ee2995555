/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): taps
 * that arrive before the app's JS. A button inside a part of the page that is not live yet (the app's
 * root, a remote slot; see remote/live.ts) keeps the tap and gets it again once that part is live.
 * Links, forms, <details> and popovers work natively and are left alone.
 */
import { LIVE_EVENT } from '../../remote/live'

const regionOf = (element: Element) => element.closest('[data-slot-id], #root')

export function keepEarlyTaps(doc: Document = document): void {
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
