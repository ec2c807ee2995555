import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE_FALLBACK_MS } from '../../remote/hydration-cue'
import { HYDRATION_ATTRIBUTE, TOUCHED_EARLY_ATTRIBUTE } from '../../remote/live'
import { releaseWhenWanted } from './island-cue'

function footerIsland() {
  document.body.innerHTML = `
    <div id="root">
      <div data-island="footer" class="contents">
        <footer><a href="/confidentialitate">Confidențialitate</a></footer>
      </div>
    </div>`
  return document.querySelector<HTMLElement>('[data-island]')!
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

describe('an island is released', () => {
  it('at its own cue, which it records, and once', () => {
    const region = footerIsland()
    const release = vi.fn()
    releaseWhenWanted(region, release)
    // jsdom has no IntersectionObserver: a part is taken to be on the first screen, waiting for idle.
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('waiting-idle')
    expect(release).not.toHaveBeenCalled()

    region.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(release).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
  })

  it('at once when touched before the app started (the early-event script marked it)', () => {
    const region = footerIsland()
    region.setAttribute(TOUCHED_EARLY_ATTRIBUTE, '')
    const release = vi.fn()
    releaseWhenWanted(region, release)
    expect(release).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('touched')
  })

  it('when the address changes, which it records, and hears nothing more', () => {
    const region = footerIsland()
    const release = vi.fn()
    let navigate = () => undefined as void
    const unsubscribe = vi.fn()
    releaseWhenWanted(region, release, {
      onNavigate: (listener) => {
        navigate = listener
        return unsubscribe
      },
    })
    navigate()
    expect(release).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('navigated')
    expect(unsubscribe).toHaveBeenCalledOnce()
  })

  it.each([
    { when: 'when it comes to show in it (a favourite added)', atOnce: false },
    { when: 'at once when it shows already (a stored theme)', atOnce: true },
  ])("for the visitor's state $when, which it records, then hears nothing more", ({ atOnce }) => {
    const region = footerIsland()
    const release = vi.fn()
    let shows = () => undefined as void
    const unsubscribe = vi.fn()
    releaseWhenWanted(region, release, {
      onStateShows: (listener) => {
        shows = listener
        if (atOnce) listener()
        return unsubscribe
      },
    })
    expect(release).toHaveBeenCalledTimes(atOnce ? 1 : 0)
    shows()
    shows()
    expect(release).toHaveBeenCalledOnce()
    expect(region.getAttribute(HYDRATION_ATTRIBUTE)).toBe('state')
    expect(unsubscribe).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    expect(release).toHaveBeenCalledOnce()
  })

  it('never, once stopped', () => {
    const region = footerIsland()
    const release = vi.fn()
    const stop = releaseWhenWanted(region, release)
    stop()
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 10)
    region.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(release).not.toHaveBeenCalled()
  })
})
