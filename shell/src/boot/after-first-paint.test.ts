import { describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, type PaintWindow } from './after-first-paint'

/**
 * A window whose paint reports, frames, tasks and load event the test sends one by one, in the
 * order a browser would.
 */
function fakeWindow(readyState: DocumentReadyState = 'interactive') {
  const observers: Array<(names: string[]) => void> = []
  const frames: Array<() => void> = []
  const tasks: Array<() => void> = []
  const loadListeners: Array<() => void> = []
  class FakeObserver {
    private connected = true
    constructor(callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
      observers.push((names) => {
        if (this.connected) callback({ getEntriesByName: (name) => names.filter((each) => each === name) })
      })
    }
    observe() {}
    disconnect() {
      this.connected = false
    }
  }
  const win = {
    document: { readyState },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener)
    },
  } as unknown as PaintWindow
  const runAll = (queue: Array<() => void>) => queue.splice(0).forEach((run) => run())
  return {
    win,
    paint: (...names: string[]) => observers.forEach((observer) => observer(names)),
    load: () => runAll(loadListeners),
    frame: () => runAll(frames),
    task: () => runAll(tasks),
  }
}

describe('afterFirstPaint', () => {
  it('starts when the browser reports the first contentful paint, not at its first paint', () => {
    const page = fakeWindow()
    const start = vi.fn()
    afterFirstPaint(start, page.win)
    page.paint('first-paint')
    expect(start).not.toHaveBeenCalled()
    page.paint('first-contentful-paint')
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('without a paint report (Firefox, on a page that opens scrolled), starts in the task after the second frame past the load event', () => {
    const page = fakeWindow()
    const start = vi.fn()
    afterFirstPaint(start, page.win)
    page.frame()
    page.task()
    expect(start, 'before the load event').not.toHaveBeenCalled()
    page.load()
    page.frame()
    page.task()
    expect(start, 'one frame past the load event').not.toHaveBeenCalled()
    page.frame()
    expect(start).not.toHaveBeenCalled()
    page.task()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('on a page already loaded, waits for two frames and the next task', () => {
    const page = fakeWindow('complete')
    const start = vi.fn()
    afterFirstPaint(start, page.win)
    page.frame()
    page.task()
    expect(start).not.toHaveBeenCalled()
    page.frame()
    page.task()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts once, whichever comes first', () => {
    const page = fakeWindow()
    const start = vi.fn()
    afterFirstPaint(start, page.win)
    page.paint('first-contentful-paint')
    page.load()
    page.frame()
    page.frame()
    page.task()
    page.paint('first-contentful-paint')
    expect(start).toHaveBeenCalledTimes(1)
  })
})
