import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, preloadModules } from './after-first-paint'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
  document.head.replaceChildren()
})

describe('afterFirstPaint', () => {
  it('runs the work in a task after the next frame, not before', () => {
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
