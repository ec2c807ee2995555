import { describe, expect, it, vi } from 'vitest'
import { createAppStore } from './index'
import { remoteStoreOf } from './remote-store'

function appStore() {
  return createAppStore({
    storage: { getItem: () => null, setItem: () => undefined },
    dataLayer: () => ({ push: () => 0 }),
  })
}

describe('remoteStoreOf', () => {
  it('speaks for its own store only', () => {
    const store = appStore()
    const other = appStore()
    remoteStoreOf(other).getState().toggleFavourite('starburst')
    expect(remoteStoreOf(store).getState().favourites).toEqual([])
    expect(remoteStoreOf(other).getState().favourites).toEqual(['starburst'])
  })

  it('keeps its snapshot while nothing a remote sees changed, and tells remotes only of such changes', () => {
    const store = appStore()
    const remote = remoteStoreOf(store)
    const listener = vi.fn()
    remote.subscribe(listener)
    const before = remote.getState()
    expect(remote.getState()).toBe(before)

    store.getState().setThemePreference('dark')
    expect(remote.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()

    remote.getState().toggleFavourite('starburst')
    expect(remote.getState()).not.toBe(before)
    expect(remote.getState().favourites).toEqual(['starburst'])
    expect(listener).toHaveBeenCalledOnce()
    expect(listener).toHaveBeenCalledWith(remote.getState(), before)
  })

  it('starts from the store’s initial state, which hydration reads', () => {
    const store = createAppStore({
      storage: {
        getItem: (key) => (key === 'favourites' ? '["starburst"]' : null),
        setItem: () => undefined,
      },
      dataLayer: () => ({ push: () => 0 }),
    })
    const remote = remoteStoreOf(store)
    expect(remote.getInitialState().favourites).toEqual([])
    expect(remote.getState().favourites).toEqual(['starburst'])
  })
})
