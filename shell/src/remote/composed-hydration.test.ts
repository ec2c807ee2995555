import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadWhenWanted } from './composed-hydration'
import { IDLE_FALLBACK_MS } from './hydration-cue'
import { HYDRATION_ATTRIBUTE, markHydration, TOUCHED_EARLY_ATTRIBUTE } from './live'

function page(slot: string) {
  document.documentElement.removeAttribute('data-app')
  document.body.innerHTML = `<div id="root" data-live="hydrated">${slot}</div>`
  return document.querySelector<HTMLElement>('[data-slot-id]')!
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('when a composed slot loads its remote', () => {
  it('never, for a module with no handlers: its HTML stays and the slot counts as live', () => {
    const region = page('<span data-slot="categories/GameCount" data-slot-id="_R_1_">46</span>')
    const load = vi.fn()
    loadWhenWanted(region, 'categories', 'GameCount', { load })
    region.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)

    expect(load).not.toHaveBeenCalled()
    expect(region.getAttribute('data-live')).toBe('static')
    expect(document.documentElement.dataset.app).toBe('ready')
  })

  it('never for a module with no handlers once the page knows it loads the build the HTML came from', async () => {
    const region = page('<span data-slot="categories/GameCount" data-slot-id="_R_1_">46</span>')
    const load = vi.fn()
    loadWhenWanted(region, 'categories', 'GameCount', { load, composedBuildLoads: Promise.resolve(true) })
    // Until the page's releases are read, the part is neither live nor waiting for a cue.
    expect(region.hasAttribute('data-live')).toBe(false)
    await vi.waitFor(() => expect(region.getAttribute('data-live')).toBe('static'))
    region.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(load).not.toHaveBeenCalled()
  })

  it("at its cue for a module with no handlers when the page loads another build (a canary's visitor)", async () => {
    const region = page('<span data-slot="categories/GameCount" data-slot-id="_R_1_"><b>46</b></span>')
    const load = vi.fn()
    loadWhenWanted(region, 'categories', 'GameCount', { load, composedBuildLoads: Promise.resolve(false) })
    await vi.waitFor(() => expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle'))
    expect(region.hasAttribute('data-live')).toBe(false)
    expect(load).not.toHaveBeenCalled()
    region.querySelector('b')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
  })

  it('at its cue for any other module, which the slot records', () => {
    const region = page('<div data-slot="faq/Faq" data-slot-id="_R_2_"><section>Întrebări</section></div>')
    const load = vi.fn()
    loadWhenWanted(region, 'faq', 'Faq', { load })
    // jsdom has no IntersectionObserver: a part is taken to be on the first screen, waiting for idle.
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle')
    expect(load).not.toHaveBeenCalled()
    expect(document.documentElement.dataset.app).toBeUndefined()

    region.querySelector('section')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
    expect(region.hasAttribute('data-live')).toBe(false)
  })

  it('leaves the page ready without a part that waits to come near, and the parts inside it', () => {
    const region = page(
      '<div data-slot="home/HomePage" data-slot-id="_R_1_" data-live="hydrated"></div>' +
        '<div data-slot="faq/Faq" data-slot-id="_R_2_"><div data-slot="categories/GameCount" data-slot-id="_R_3_"></div></div>',
    ).nextElementSibling!
    markHydration(region, 'waiting')
    expect(document.documentElement.dataset.app).toBeUndefined()
    markHydration(region, 'waiting-idle')
    expect(document.documentElement.dataset.app).toBeUndefined()
    markHydration(region, 'waiting-near')
    expect(document.documentElement.dataset.app).toBe('ready')
  })

  it('at once when the page says so (its address changed), a module with no handlers too, and once', () => {
    for (const [remote, module] of [
      ['faq', 'Faq'],
      ['categories', 'GameCount'],
    ] as const) {
      const region = page(`<div data-slot="${remote}/${module}" data-slot-id="_R_4_"><p>46</p></div>`)
      const load = vi.fn()
      const wanting = loadWhenWanted(region, remote, module, { load })
      expect(load).not.toHaveBeenCalled()
      wanting.now('navigated')
      wanting.now('navigated')
      region.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
      expect(load, module).toHaveBeenCalledOnce()
      expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('navigated')
    }
  })
})

/** The home page as composed: its own links and text, a static count, and two parts with code. */
const HOME_PAGE =
  '<div data-slot="home/HomePage" data-slot-id="_R_1_"><div><a href="/sloturi-online">Sloturi</a>' +
  '<span data-slot="categories/GameCount" data-slot-id="_R_2_">46</span>' +
  '<div data-slot="categories/PopularGames" data-slot-id="_R_3_"><button>Favorit</button></div>' +
  '<div data-slot="faq/Faq" data-slot-id="_R_4_"><details><summary>Întrebare</summary></details></div></div></div>'

describe('when a layout module (the home page) loads its remote', () => {
  it('with the first cue of a part inside it that has code, not for its own sake', () => {
    // An idle period never comes: only a cue of the visitor's does.
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const region = page(HOME_PAGE)
    const load = vi.fn()
    loadWhenWanted(region, 'home', 'HomePage', { load })
    // jsdom has no IntersectionObserver: the parts are taken to be on the first screen.
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle')
    region.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    region
      .querySelector('[data-slot="categories/GameCount"]')!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).not.toHaveBeenCalled()

    region.querySelector('summary')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
  })

  it('never when no part inside it has code: it counts as live, and so do the parts inside it', () => {
    const region = page(
      '<div data-slot="home/HomePage" data-slot-id="_R_1_"><span data-slot="categories/GameCount" data-slot-id="_R_2_">46</span></div>',
    )
    const load = vi.fn()
    loadWhenWanted(region, 'home', 'HomePage', { load, composedBuildLoads: Promise.resolve(true) })
    return vi.waitFor(() => {
      expect(region.getAttribute('data-live')).toBe('static')
      expect(document.documentElement.dataset.app).toBe('ready')
      expect(load).not.toHaveBeenCalled()
    })
  })

  it("at its own cue when the page loads another build (a canary's visitor)", async () => {
    const region = page(HOME_PAGE)
    const load = vi.fn()
    loadWhenWanted(region, 'home', 'HomePage', { load, composedBuildLoads: Promise.resolve(false) })
    await vi.waitFor(() => expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle'))
    region.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
  })
})

/** A category page as composed: its game links, its filters' form. */
const CATEGORY_PAGE =
  '<div data-slot="categories/CategoryPage" data-slot-id="_R_1_"><a href="/joc/book-of-ra">Book of Ra</a>' +
  '<form><select name="furnizor"><option>netent</option></select><button>Aplică</button></form></div>'

describe('when a touch module (a category page) loads its remote', () => {
  // The browser's idle periods, brought by the test: `idle()`.
  let idleCallbacks: Array<() => void> = []
  const idle = () => idleCallbacks.splice(0).forEach((run) => run())
  beforeEach(() => {
    idleCallbacks = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
  })

  it('when touched, never at idle, and the page is ready meanwhile', async () => {
    const region = page(CATEGORY_PAGE)
    const load = vi.fn()
    const onWantedFromCue = vi.fn()
    loadWhenWanted(region, 'categories', 'CategoryPage', {
      load,
      onWantedFromCue,
      composedBuildLoads: Promise.resolve(true),
    })
    // Until the page knows which build loads it is not ready, though a touch is heard.
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting')
    expect(document.documentElement.dataset.app).toBeUndefined()
    await vi.waitFor(() => expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-touch'))
    expect(document.documentElement.dataset.app).toBe('ready')
    expect(onWantedFromCue).toHaveBeenCalled()
    idle()
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(load).not.toHaveBeenCalled()

    region.querySelector('select')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
  })

  it('when touched before the page knows which build loads: the tap is not missed', async () => {
    const region = page(CATEGORY_PAGE)
    const load = vi.fn()
    let decide = (_composed: boolean) => undefined as void
    const composedBuildLoads = new Promise<boolean>((resolve) => (decide = resolve))
    loadWhenWanted(region, 'categories', 'CategoryPage', { load, composedBuildLoads })
    region.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    decide(true)
    await composedBuildLoads
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
    expect(load).toHaveBeenCalledOnce()
  })

  it('at idle like any other part when its HTML is not the visitor’s: favourites stored, or a canary build', async () => {
    for (const options of [{ storedStateShows: true }, { composedBuildLoads: Promise.resolve(false) }]) {
      const region = page(CATEGORY_PAGE)
      const load = vi.fn()
      // Its time until live counts from the cue all the same, as a stable visitor's does from a touch.
      const onWantedFromCue = vi.fn()
      loadWhenWanted(region, 'categories', 'CategoryPage', { load, onWantedFromCue, ...options })
      expect(onWantedFromCue).toHaveBeenCalled()
      await vi.waitFor(() => expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle'))
      expect(document.documentElement.dataset.app).toBeUndefined()
      expect(load).not.toHaveBeenCalled()
      idle()
      expect(load).toHaveBeenCalledOnce()
      expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('idle')
    }
  })

  it('at once when the visitor touched it before the app started (the early-event script marked it)', () => {
    const region = page(CATEGORY_PAGE)
    region.setAttribute(TOUCHED_EARLY_ATTRIBUTE, '')
    const load = vi.fn()
    loadWhenWanted(region, 'categories', 'CategoryPage', { load, composedBuildLoads: Promise.resolve(true) })
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
  })

  it('at once when the address changes under it', () => {
    const region = page(CATEGORY_PAGE)
    const load = vi.fn()
    const wanting = loadWhenWanted(region, 'categories', 'CategoryPage', { load })
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-touch')
    wanting.now('navigated')
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('navigated')
  })
})
