import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, PAINT_REPORT_GRACE_MS, preloadModules } from './after-first-paint'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
  document.head.replaceChildren()
})

/** A browser's paint timing: `report` delivers a paint entry to the observers, as Chromium does. */
function stubPaintTiming() {
  const observers: Array<{ callback: PerformanceObserverCallback; connected: boolean }> = []
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint']
    private readonly record: { callback: PerformanceObserverCallback; connected: boolean }
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, connected: false }
      observers.push(this.record)
    }
    observe() {
      this.record.connected = true
    }
    disconnect() {
      this.record.connected = false
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  const report = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
    for (const { callback, connected } of observers)
      if (connected) callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver)
  }
  return { report, connected: () => observers.filter((observer) => observer.connected).length }
}

describe('afterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('waits for the first contentful paint to be reported, then runs the work in a task of its own', () => {
    const paint = stubPaintTiming()
    const work = vi.fn()
    afterFirstPaint(work)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    paint.report('first-paint')
    vi.advanceTimersByTime(1)
    expect(work).not.toHaveBeenCalled()
    paint.report('first-contentful-paint')
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(work).toHaveBeenCalledOnce()
    expect(paint.connected()).toBe(0)
    vi.advanceTimersByTime(PAINT_REPORT_GRACE_MS)
    expect(work).toHaveBeenCalledOnce()
  })

  it('runs the work a grace period after the next frame when no paint is reported', () => {
    stubPaintTiming()
    const work = vi.fn()
    afterFirstPaint(work)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(PAINT_REPORT_GRACE_MS - 1)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
  })

  it('without paint timing, runs the work in a task after the next frame, not before', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const work = vi.fn()
    afterFirstPaint(work)
    vi.advanceTimersByTime(0)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
  })
})

describe('preloadModules', () => {
  const urls = ['http://localhost:4175/assets/remoteEntry.js', 'http://localhost:4175/assets/GameGrid.js']
  const hints = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
      link.href,
      link.crossOrigin,
    ])

  it('adds one CORS modulepreload hint per module, each in a task of its own', () => {
    preloadModules(urls)
    expect(hints()).toEqual([])
    expect(vi.getTimerCount()).toBe(urls.length)
    vi.runAllTimers()
    expect(hints()).toEqual(urls.map((url) => [url, '']))
  })
})
