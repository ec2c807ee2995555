import { describe, expect, it, vi } from 'vitest'
import { fakePaintWindow as fakeWindow } from '../test/fake-paint-window'
import { afterFirstPaint, paintIsReported } from './after-first-paint'

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

describe('paintIsReported', () => {
  it('holds for a visible page in a browser with paint timing, and for no other', () => {
    const { win } = fakeWindow()
    expect(paintIsReported({ visibilityState: 'visible' }, win)).toBe(true)
    expect(paintIsReported({ visibilityState: 'hidden' }, win)).toBe(false)
    expect(paintIsReported({ visibilityState: 'visible' }, fakeWindow('interactive', []).win)).toBe(false)
  })
})
