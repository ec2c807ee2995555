import type { PaintWindow } from '../boot/after-first-paint'

/**
 * A window whose paint reports, frames, tasks and load event the test sends one by one, in the
 * order a browser would.
 */
export function fakePaintWindow(
  readyState: DocumentReadyState = 'interactive',
  supportedEntryTypes: readonly string[] = ['paint'],
) {
  const observers: Array<(names: string[]) => void> = []
  const frames: Array<() => void> = []
  const tasks: Array<() => void> = []
  const loadListeners: Array<() => void> = []
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes
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
