import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE_FALLBACK_MS, NEAR_VIEWPORT_MARGIN, onHydrationCue, type HydrationCue } from './hydration-cue'

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
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    RecordingObserver.last = this
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

let cues: HydrationCue[]
const record = (cue: HydrationCue) => cues.push(cue)

beforeEach(() => {
  cues = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  RecordingObserver.last = undefined
})

describe('a composed part’s hydration cue', () => {
  it('comes when the visitor points at, focuses into or types in the part, once', () => {
    for (const type of ['pointerdown', 'focusin', 'keydown']) {
      const region = slotRegion()
      cues = []
      onHydrationCue(region, record)
      region.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }))
      region.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }))
      vi.advanceTimersByTime(IDLE_FALLBACK_MS)
      expect(cues, type).toEqual(['touched'])
    }
  })

  it('ignores what happens outside the part', () => {
    const region = slotRegion()
    onHydrationCue(region, record)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(cues).toEqual([])
  })

  it('comes when the part nears the viewport, watched through the outermost elements with a box', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const region = slotRegion()
    // A remote's style scope is `display: contents` too: an observer would never see it intersect.
    region.insertAdjacentHTML('afterbegin', '<div style="display: contents"><nav>Meniu</nav></div>')
    onHydrationCue(region, record)
    const observer = RecordingObserver.last!
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN)
    expect(observer.observed.map((box) => box.tagName)).toEqual(['NAV', 'SECTION', 'P'])

    observer.comesNear(false)
    expect(cues).toEqual([])
    observer.comesNear(true)
    expect(cues).toEqual(['near'])
    expect(observer.disconnected).toBe(true)
  })

  it('comes in the browser’s next idle period', () => {
    let idle: IdleRequestCallback | undefined
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => ((idle = callback), 7))
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    onHydrationCue(slotRegion(), record)

    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(cues).toEqual([])
    idle!({ didTimeout: false, timeRemaining: () => 50 })
    expect(cues).toEqual(['idle'])
  })

  it('comes after a short timer where the browser has no idle callback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    onHydrationCue(slotRegion(), record)
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1)
    expect(cues).toEqual([])
    vi.advanceTimersByTime(1)
    expect(cues).toEqual(['idle'])
  })

  it('stops waiting when told to: no cue comes after', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const region = slotRegion()
    const stop = onHydrationCue(region, record)
    stop()
    region.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(IDLE_FALLBACK_MS)
    expect(cues).toEqual([])
    expect(RecordingObserver.last!.disconnected).toBe(true)
  })
})
