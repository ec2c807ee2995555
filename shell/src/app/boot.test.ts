import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadComposedRemotes, preloadFirstRoute, type RouteHandle } from './boot'
import { canonicalizeLocation } from './canonical-location'
import type { CompositionRecord } from '../prerender/composition'
import { loadExposed } from '../remote/load-remote'
import { COMPOSED_REMOTES_WAIT_MS, FIRST_RENDER_WAIT_MS } from '../remote/timeout'

// Remotes that never answer: what is measured here is how long the boot waits for them.
vi.mock('../remote/load-remote', () => ({ loadExposed: vi.fn(() => new Promise(() => undefined)) }))

afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

describe('canonicalizeLocation', () => {
  it('rewrites the address to its canonical path in place, keeping query and hash', () => {
    window.history.replaceState(null, '', '/Sloturi-Online/?furnizor=netent#jocuri')
    const length = window.history.length
    canonicalizeLocation()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/sloturi-online?furnizor=netent#jocuri',
    )
    expect(window.history.length).toBe(length)
  })

  it('maps an old address to its new one', () => {
    window.history.replaceState(null, '', '/sloturi-bonus')
    canonicalizeLocation()
    expect(window.location.pathname).toBe('/sloturi-cu-bonus')
  })

  it('leaves a canonical address alone', () => {
    window.history.replaceState(null, '', '/egt-slots-online?pagina=2')
    const replace = vi.spyOn(window.history, 'replaceState')
    canonicalizeLocation()
    expect(replace).not.toHaveBeenCalled()
  })
})

describe('preloadFirstRoute', () => {
  /** One route at `path` whose handle preloads what `loads` returns, with the search it was given. */
  function routesPreloading(path: string, loads: (search: URLSearchParams) => Promise<unknown>[]) {
    const preload = vi.fn(loads)
    const routes: RouteObject[] = [
      { path, handle: { preload } satisfies RouteHandle },
      { path: '*', handle: {} },
    ]
    return { routes, preload }
  }

  it("starts the matched route's loads with the page's query and waits for them", async () => {
    window.history.replaceState(null, '', '/sloturi-online?ordine=nume')
    let finish!: () => void
    const load = new Promise<void>((resolve) => (finish = resolve))
    const { routes, preload } = routesPreloading('/sloturi-online', () => [load])
    let done = false
    const waiting = preloadFirstRoute(routes).then(() => (done = true))
    expect(preload.mock.calls[0]![0].get('ordine')).toBe('nume')
    await Promise.resolve()
    expect(done).toBe(false)
    finish()
    await waiting
    expect(done).toBe(true)
  })

  it('waits a bounded time for remotes that do not answer', async () => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/')
    const { routes } = routesPreloading('/', () => [new Promise(() => undefined)])
    let done = false
    void preloadFirstRoute(routes).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('does not wait on a failed load', async () => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/')
    const { routes } = routesPreloading('/', () => [Promise.reject(new Error('down'))])
    let done = false
    void preloadFirstRoute(routes).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('returns at once for a route that preloads nothing', async () => {
    window.history.replaceState(null, '', '/nu-exista')
    const { routes, preload } = routesPreloading('/', () => [])
    await preloadFirstRoute(routes)
    expect(preload).not.toHaveBeenCalled()
  })
})

describe('preloadComposedRemotes', () => {
  const record: CompositionRecord = {
    kind: 'page',
    path: '/sloturi-online',
    remotes: {},
    modules: ['categories/CategoryPage', 'faq/Faq', 'unknown/Module'],
    readsQuery: false,
    preloads: [],
  }

  it("loads the page's remote modules and waits for them longer than a first render would", async () => {
    vi.useFakeTimers()
    let done = false
    void preloadComposedRemotes(record).then(() => (done = true))
    expect(vi.mocked(loadExposed).mock.calls).toEqual([
      ['categories', 'CategoryPage'],
      ['faq', 'Faq'],
    ])
    expect(COMPOSED_REMOTES_WAIT_MS).toBeGreaterThan(FIRST_RENDER_WAIT_MS)
    await vi.advanceTimersByTimeAsync(COMPOSED_REMOTES_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
