import { afterEach, describe, expect, it, vi } from 'vitest'
import { addressChanges, createRouter } from './router'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('addressChanges', () => {
  it('tells of each new address before React renders it, and nothing once unsubscribed', async () => {
    const router = createRouter()
    const listener = vi.fn(() => router.state.location.pathname + router.state.location.search)
    const unsubscribe = addressChanges(router)(listener)

    await router.navigate('/sloturi-online?furnizor=netent')
    expect(listener).toHaveBeenCalledOnce()
    expect(listener.mock.results[0]!.value).toBe('/sloturi-online?furnizor=netent')
    await router.navigate('/sloturi-online#intrebari')
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    await router.navigate('/')
    expect(listener).toHaveBeenCalledTimes(2)
    router.dispose()
  })

  it("tells of an address a script pushed without the router's state, then popped", async () => {
    const router = createRouter()
    const listener = vi.fn()
    const unsubscribe = addressChanges(router)(listener)
    window.history.pushState(null, '', '/joc/nu-exista')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/joc/nu-exista'))
    expect(listener).toHaveBeenCalledOnce()
    unsubscribe()
    router.dispose()
  })

  it('tells a listener that subscribes after the address changed at once', async () => {
    const router = createRouter()
    const changes = addressChanges(router)
    await router.navigate('/sloturi-online?furnizor=netent')
    const late = vi.fn()
    changes(late)()
    expect(late).toHaveBeenCalledOnce()
    const early = vi.fn()
    addressChanges(router)(early)()
    expect(early).not.toHaveBeenCalled()
    router.dispose()
  })
})
