import { describe, expect, it } from 'vitest'
import { createAppStore, FAVOURITES_STORAGE_KEY } from '../store'
import { remoteStoreOf } from '../store/remote-store'
import { storedStateShows } from './index'

/** A store as a page session makes it, over a visitor's storage. */
function remoteStoreOver(stored: Record<string, string>) {
  const storage = { getItem: (key: string) => stored[key] ?? null, setItem: () => undefined }
  return remoteStoreOf(createAppStore({ storage, dataLayer: () => ({ push: () => 0 }) }))
}

describe('storedStateShows: a composed part shows the visitor’s state only once hydrated', () => {
  it('no for a visitor with nothing stored: the neutral state the page was composed with', () => {
    expect(storedStateShows(remoteStoreOver({}))).toBe(false)
  })

  it('yes for a visitor with favourites stored', () => {
    const store = remoteStoreOver({ [FAVOURITES_STORAGE_KEY]: JSON.stringify(['book-of-ra']) })
    expect(store.getState().favourites).toEqual(['book-of-ra'])
    expect(storedStateShows(store)).toBe(true)
  })

  it('yes once the state changes during the visit', () => {
    const store = remoteStoreOver({})
    store.getState().confirmAge()
    expect(storedStateShows(store)).toBe(true)
  })
})
