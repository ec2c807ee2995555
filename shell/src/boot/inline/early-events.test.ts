import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { markLive, markRootLive, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'
import { keepEarlyTaps } from './early-events'

/** The server HTML of a page: the app's root, a slot holding a button, a link and a form. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="theme">Temă</button>
      <div data-slot="categories/CategoryPage" data-slot-id="«R1»">
        <button id="favourite">Adaugă la favorite</button>
        <form><button id="submit">Aplică</button></form>
        <button id="menu" popovertarget="m">Meniu</button>
      </div>
    </div>`
  const byId = (id: string) => document.getElementById(id)!
  return { root: byId('root'), slot: document.querySelector('[data-slot-id]')!, byId }
}

/** Stands for React: a handler that only exists once the part of the page is live. */
function handle(element: Element) {
  const handler = vi.fn()
  element.addEventListener('click', handler)
  return handler
}

describe("the page's early-event script", () => {
  beforeAll(() => {
    keepEarlyTaps()
  })
  afterEach(() => {
    document.body.replaceChildren()
    delete document.documentElement.dataset.app
  })

  it('keeps a tap on a button of a slot that is not live, and replays it once, when the slot is live', async () => {
    const { root, slot, byId } = serverPage()
    markRootLive()
    const favourite = byId('favourite')
    const handler = handle(favourite)
    favourite.click()
    favourite.click()
    expect(handler).not.toHaveBeenCalled()
    expect(favourite.hasAttribute('data-pending')).toBe(true)

    markLive(slot)
    await Promise.resolve()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(favourite.hasAttribute('data-pending')).toBe(false)
    expect(root.hasAttribute('data-live')).toBe(true)
    expect(document.documentElement.dataset.app).toBe('ready')
  })

  it("keeps a tap on the shell's own button until the root is live", async () => {
    const { byId } = serverPage()
    const theme = byId('theme')
    const handler = handle(theme)
    theme.click()
    expect(handler).not.toHaveBeenCalled()
    markRootLive()
    await Promise.resolve()
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('lets native controls work at once: a form submit button and a popover button', () => {
    const { byId } = serverPage()
    const submit = handle(byId('submit'))
    const menu = handle(byId('menu'))
    byId('menu').click()
    expect(menu).toHaveBeenCalledTimes(1)
    const form = byId('submit').closest('form')!
    form.addEventListener('submit', (event) => event.preventDefault())
    byId('submit').click()
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('passes taps straight through once the slot is live', () => {
    const { slot, byId } = serverPage()
    markRootLive()
    markLive(slot)
    const handler = handle(byId('favourite'))
    byId('favourite').click()
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('is not ready while a slot is not live, unless that slot sits inside one whose remote failed', () => {
    const { slot } = serverPage()
    slot.insertAdjacentHTML('beforeend', '<div data-slot="faq/Faq" data-slot-id="«R2»"></div>')
    markRootLive()
    expect(document.documentElement.dataset.app).toBeUndefined()
    markLive(slot, 'failed')
    expect(document.documentElement.dataset.app).toBe('ready')
  })
})

describe("the page's early-event script, on touches", () => {
  beforeAll(() => {
    keepEarlyTaps()
  })
  afterEach(() => document.body.replaceChildren())

  it('marks a part touched before it is live, and the parts around it, for their watch that starts later', () => {
    document.body.innerHTML = `
      <div id="root">
        <div data-slot="categories/CategoryPage" data-slot-id="«R1»">
          <select id="provider"><option>netent</option></select>
          <div data-slot="faq/Faq" data-slot-id="«R2»"><details><summary id="question">Q</summary></details></div>
        </div>
        <div data-slot="home/HomePage" data-slot-id="«R3»" data-live="hydrated"><a id="link" href="/">A</a></div>
      </div>`
    const [category, faq, home] = document.querySelectorAll('[data-slot-id]')
    document.getElementById('question')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(faq!.hasAttribute(TOUCHED_EARLY_ATTRIBUTE)).toBe(true)
    expect(category!.hasAttribute(TOUCHED_EARLY_ATTRIBUTE)).toBe(true)
    // A live part needs no mark: its own watch hears it.
    document.getElementById('link')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(home!.hasAttribute(TOUCHED_EARLY_ATTRIBUTE)).toBe(false)
  })

  it('marks a control changed without a press (autofill, assistive technology)', () => {
    document.body.innerHTML = `<div id="root"><div data-slot-id="«R1»"><select id="provider"></select></div></div>`
    document.getElementById('provider')!.dispatchEvent(new Event('change', { bubbles: true }))
    expect(document.querySelector('[data-slot-id]')!.hasAttribute(TOUCHED_EARLY_ATTRIBUTE)).toBe(true)
  })
})
