import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HYDRATION_ATTRIBUTE, loadWhenWanted } from './composed-hydration'
import { IDLE_FALLBACK_MS } from './hydration-cue'

function page(slot: string) {
  document.documentElement.removeAttribute('data-app')
  document.body.innerHTML = `<div id="root" data-live="hydrated">${slot}</div>`
  return document.querySelector<HTMLElement>('[data-slot-id]')!
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

describe('when a composed slot loads its remote', () => {
  it('never, for a module with no handlers: its HTML stays and the slot counts as live', () => {
    const region = page('<span data-slot="categories/GameCount" data-slot-id="_R_1_">46</span>')
    const load = vi.fn()
    loadWhenWanted(region, 'categories', 'GameCount', load)
    region.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)

    expect(load).not.toHaveBeenCalled()
    expect(region.getAttribute('data-live')).toBe('static')
    expect(document.documentElement.dataset.app).toBe('ready')
  })

  it('at its cue for any other module, which the slot records', () => {
    const region = page('<div data-slot="faq/Faq" data-slot-id="_R_2_"><section>Întrebări</section></div>')
    const load = vi.fn()
    loadWhenWanted(region, 'faq', 'Faq', load)
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting')
    expect(load).not.toHaveBeenCalled()

    region.querySelector('section')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
    expect(region.hasAttribute('data-live')).toBe(false)
  })
})
