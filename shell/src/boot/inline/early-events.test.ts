import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { markLive, markRootLive, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'
import { KEEPS_EARLY_KEYS } from '../../contract'
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

// Once, as a page runs it: its listeners stay on the document for every test here.
beforeAll(() => keepEarlyTaps())

describe("the page's early-event script", () => {
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

  it('keeps a tap on a choice of an island that is not live, the option checked before staying so, and replays it once it is', async () => {
    document.body.innerHTML = `
      <div id="root" data-live="hydrated">
        <div data-island="theme">
          <label><input type="radio" name="tema" value="light">Luminoasă</label>
          <label><input type="radio" name="tema" value="dark">Întunecată</label>
          <label><input type="radio" name="tema" value="system" checked>Sistem</label>
        </div>
      </div>`
    const island = document.querySelector('[data-island]')!
    const choice = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!
    const changed = vi.fn()
    island.addEventListener('change', changed)
    // A tap on the label: the browser clicks its radio.
    choice('dark').parentElement!.click()
    expect(choice('dark').checked).toBe(false)
    expect(choice('system').checked).toBe(true)
    expect(changed).not.toHaveBeenCalled()
    expect(choice('dark').hasAttribute('data-pending')).toBe(true)

    markLive(island)
    await Promise.resolve()
    expect(choice('dark').checked).toBe(true)
    expect(changed).toHaveBeenCalledTimes(1)
    expect(choice('dark').hasAttribute('data-pending')).toBe(false)
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

describe("the page's early-event script, on keys", () => {
  afterEach(() => document.body.replaceChildren())

  /** A slot holding a game whose Space and Enter spin, with a button and a field of its own. */
  function gamePage() {
    document.body.innerHTML = `
      <div id="root" data-live="hydrated">
        <div data-slot="categories/HouseGamePage" data-slot-id="«R2»">
          <section ${KEEPS_EARLY_KEYS} id="game"><div tabindex="0" id="reels"></div>
            <button id="spin">Rotește</button><select id="stake"><option>5</option></select></section>
        </div>
      </div>`
    const byId = (id: string) => document.getElementById(id)!
    const pressed: string[] = []
    byId('game').addEventListener('keydown', (event) => pressed.push(event.key))
    return { slot: document.querySelector('[data-slot-id]')!, byId, pressed }
  }
  const press = (element: Element, key: string, repeat = false) =>
    element.dispatchEvent(new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true }))

  it('holds Space and Enter pressed on a part that is not live, without their default, and presses them again once it is', async () => {
    const { slot, byId, pressed } = gamePage()
    expect(press(byId('reels'), ' '), 'no page scroll meanwhile').toBe(false)
    press(byId('reels'), ' ', true)
    press(byId('reels'), 'Enter')
    expect(pressed).toEqual([])

    markLive(slot, 'hydrated')
    await vi.waitFor(() => expect(pressed).toEqual([' ', 'Enter']))
  })

  it("leaves other keys, a button's and a field's own, and every key of a live part, to the page", () => {
    const { slot, byId, pressed } = gamePage()
    expect(press(byId('reels'), 'ArrowDown')).toBe(true)
    expect(press(byId('spin'), 'Enter')).toBe(true)
    expect(press(byId('stake'), ' ')).toBe(true)
    expect(pressed).toEqual(['ArrowDown', 'Enter', ' '])
    markLive(slot, 'hydrated')
    expect(press(byId('reels'), ' ')).toBe(true)
  })

  it('holds nothing in a part that does not answer keys', () => {
    const { byId } = gamePage()
    byId('game').removeAttribute(KEEPS_EARLY_KEYS)
    expect(press(byId('reels'), ' ')).toBe(true)
  })
})
