import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  IDLE_FALLBACK_MS,
  NEAR_VIEWPORT_MARGIN,
  onFirstHydrationCue,
  onHydrationCue,
  onTouchCue,
} from './hydration-cue'

/** A slot as the page holds it: an element with no box of its own around the part's HTML. */
function slotRegion() {
  document.body.innerHTML =
    '<div data-slot="faq/Faq" class="contents"><section><button>Întrebare</button></section><p>Text</p></div>'
  return document.querySelector<HTMLElement>('[data-slot]')!
}

/**
 * jsdom has no IntersectionObserver (a browser's is proved by the e2e spec `deferred-hydration`):
 * this one records what it watches and lets the test say when something comes near.
 */
class RecordingObserver {
  static last: RecordingObserver | undefined
  static all: RecordingObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    RecordingObserver.last = this
    RecordingObserver.all.push(this)
  }
  observe(target: Element) {
    this.observed.push(target)
  }
  disconnect() {
    this.disconnected = true
  }
  comesNear(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }))
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}

/** What the part was told, in order: `wait:<what it waits for>`, `cue:<the cue that came>`. */
let told: string[]
const listener = {
  onWait: (wait: string) => told.push(`wait:${wait}`),
  onCue: (cue: string) => told.push(`cue:${cue}`),
}

/** The browser's idle callbacks, run when the test says the browser is idle. */
function stubIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>()
  let next = 1
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback) => (waiting.set(next, callback), next++),
  )
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle))
  return () => {
    const due = [...waiting.values()]
    waiting.clear()
    due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }))
  }
}

beforeEach(() => {
  told = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  RecordingObserver.last = undefined
  RecordingObserver.all = []
})

describe('a composed part’s hydration cue', () => {
  it('comes when the visitor points at, focuses into, types in or changes a control of the part, once', () => {
    for (const type of ['pointerdown', 'focusin', 'keydown', 'input', 'change']) {
      const region = slotRegion()
      told = []
      onHydrationCue(region, listener)
      region.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }))
      region.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }))
      vi.advanceTimersByTime(IDLE_FALLBACK_MS)
      expect(told, type).toEqual(['wait:idle', 'cue:touched'])
    }
  })

  it('ignores what happens outside the part', () => {
    vi.stubGlobal('requestIdleCallback', () => 1)
    const region = slotRegion()
    onHydrationCue(region, listener)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(told).toEqual(['wait:idle'])
  })

  it('on the first screen, comes in the browser’s next idle period', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const idle = stubIdleCallbacks()
    onHydrationCue(slotRegion(), listener)
    expect(told).toEqual([])

    RecordingObserver.last!.comesNear(true)
    expect(told).toEqual(['wait:idle'])
    expect(RecordingObserver.last!.disconnected).toBe(true)
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(told).toEqual(['wait:idle'])
    idle()
    expect(told).toEqual(['wait:idle', 'cue:idle'])
  })

  it('further down, waits for the part to near the viewport, watched through the outermost elements with a box; never at idle', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const idle = stubIdleCallbacks()
    const region = slotRegion()
    // A remote's style scope is `display: contents` too: an observer would never see it intersect.
    region.insertAdjacentHTML('afterbegin', '<div style="display: contents"><nav>Meniu</nav></div>')
    onHydrationCue(region, listener)
    const observer = RecordingObserver.last!
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN)
    expect(observer.observed.map((box) => box.tagName)).toEqual(['NAV', 'SECTION', 'P'])

    observer.comesNear(false)
    expect(told).toEqual(['wait:near'])
    idle()
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(told).toEqual(['wait:near'])
    observer.comesNear(true)
    expect(told).toEqual(['wait:near', 'cue:near'])
    expect(observer.disconnected).toBe(true)
  })

  it('further down, comes at once when touched', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const region = slotRegion()
    onHydrationCue(region, listener)
    RecordingObserver.last!.comesNear(false)
    region.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(told).toEqual(['wait:near', 'cue:touched'])
    expect(RecordingObserver.last!.disconnected).toBe(true)
  })

  it('comes after a short timer where the browser has no idle callback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    onHydrationCue(slotRegion(), listener)
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1)
    expect(told).toEqual(['wait:idle'])
    vi.advanceTimersByTime(1)
    expect(told).toEqual(['wait:idle', 'cue:idle'])
  })

  it('stops waiting when told to: no cue comes after', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const idle = stubIdleCallbacks()
    const region = slotRegion()
    const stop = onHydrationCue(region, listener)
    RecordingObserver.last!.comesNear(true)
    stop()
    region.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    idle()
    expect(told).toEqual(['wait:idle'])
  })
})

/** The parts a layout module holds: two slots, each around its own HTML. */
function twoParts() {
  document.body.innerHTML =
    '<div data-slot="categories/PopularGames" class="contents"><section><button>Favorit</button></section></div>' +
    '<div data-slot="faq/Faq" class="contents"><section><button>Întrebare</button></section></div>'
  return [...document.querySelectorAll<HTMLElement>('[data-slot]')]
}

describe('the first hydration cue of several parts, watched as one', () => {
  it('waits to come near once every part is further down, and comes once, with the first part that does', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const idle = stubIdleCallbacks()
    const parts = twoParts()
    onFirstHydrationCue(parts, listener)
    const [first, second] = RecordingObserver.all
    first!.comesNear(false)
    expect(told).toEqual([])
    second!.comesNear(false)
    expect(told).toEqual(['wait:near'])
    idle()
    expect(told).toEqual(['wait:near'])

    second!.comesNear(true)
    expect(told).toEqual(['wait:near', 'cue:near'])
    expect(RecordingObserver.all.every((observer) => observer.disconnected)).toBe(true)
    parts[0]!.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    first!.comesNear(true)
    expect(told).toEqual(['wait:near', 'cue:near'])
  })

  it('waits for idle as soon as one part is on the first screen, and a touch on another comes first', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    stubIdleCallbacks()
    const parts = twoParts()
    onFirstHydrationCue(parts, listener)
    RecordingObserver.all[1]!.comesNear(true)
    expect(told).toEqual(['wait:idle'])
    RecordingObserver.all[0]!.comesNear(false)
    expect(told).toEqual(['wait:idle'])

    parts[0]!.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    parts[1]!.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(told).toEqual(['wait:idle', 'cue:touched'])
  })
})

describe('onTouchCue: a part that waits to be touched', () => {
  it('hears a touch inside it though the app root stops the event (as React does over server HTML it has not hydrated), and only once', () => {
    const region = slotRegion()
    // Between the document and the part, as React's listener on the root is.
    const rootListener = new AbortController()
    document.body.addEventListener('pointerdown', (event) => event.stopPropagation(), {
      capture: true,
      signal: rootListener.signal,
    })
    const onCue = vi.fn()
    onTouchCue(region, onCue)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(onCue).not.toHaveBeenCalled()

    region.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    region.querySelector('p')!.dispatchEvent(new Event('keydown', { bubbles: true }))
    expect(onCue.mock.calls).toEqual([['touched']])
    rootListener.abort()
  })

  it('stops hearing when stopped', () => {
    const region = slotRegion()
    const onCue = vi.fn()
    onTouchCue(region, onCue)()
    region.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(onCue).not.toHaveBeenCalled()
  })
})
