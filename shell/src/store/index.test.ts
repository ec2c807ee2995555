import { describe, expect, it, vi } from 'vitest'
import type { EventStamp } from '../release/event-stamp'
import { allGranted, createAppStore, FAVOURITES_STORAGE_KEY, THEME_STORAGE_KEY } from './index'
import { safeStorage, type KeyValueStorage } from './safe-storage'

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) }
}

describe('createAppStore', () => {
  it('reads a valid stored theme and falls back to system for garbage', () => {
    expect(
      createAppStore({ storage: memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }) }).getState().themePreference,
    ).toBe('dark')
    expect(
      createAppStore({ storage: memoryStorage({ [THEME_STORAGE_KEY]: '{"x":1}' }) }).getState()
        .themePreference,
    ).toBe('system')
  })

  it('keeps valid favourites when the stored list holds garbage among them', () => {
    const storage = memoryStorage({
      [FAVOURITES_STORAGE_KEY]: JSON.stringify(['book-of-ra', 42, null, 'book-of-ra', 'starburst']),
    })
    expect(createAppStore({ storage }).getState().favourites).toEqual(['book-of-ra', 'starburst'])
  })

  it('persists a toggled favourite and removes it on the second toggle', () => {
    const storage = memoryStorage()
    const store = createAppStore({ storage })
    store.getState().toggleFavourite('sweet-bonanza')
    expect(JSON.parse(storage.data[FAVOURITES_STORAGE_KEY]!)).toEqual(['sweet-bonanza'])
    store.getState().toggleFavourite('sweet-bonanza')
    expect(store.getState().favourites).toEqual([])
  })

  it('stores the theme as the plain string the no-flash script reads, and nothing for one never chosen', () => {
    const storage = memoryStorage()
    const store = createAppStore({ storage })
    store.getState().toggleFavourite('starburst')
    store.getState().confirmAge()
    expect(storage.data).not.toHaveProperty(THEME_STORAGE_KEY)
    store.getState().setThemePreference('dark')
    expect(storage.data[THEME_STORAGE_KEY]).toBe('dark')
    expect(Object.keys(storage.data).sort()).toEqual([FAVOURITES_STORAGE_KEY, THEME_STORAGE_KEY])
  })

  it('clears every favourite, in memory and in storage', () => {
    const storage = memoryStorage({ [FAVOURITES_STORAGE_KEY]: '["book-of-ra","starburst"]' })
    const store = createAppStore({ storage })
    store.getState().clearFavourites()
    expect(store.getState().favourites).toEqual([])
    expect(storage.data[FAVOURITES_STORAGE_KEY]).toBe('[]')
  })

  it('survives a localStorage that throws on every call', () => {
    const throwingLocalStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    } as unknown as Storage
    const store = createAppStore({ storage: safeStorage(() => throwingLocalStorage) })
    expect(store.getState().themePreference).toBe('system')
    expect(() => store.getState().toggleFavourite('starburst')).not.toThrow()
    expect(store.getState().favourites).toEqual(['starburst'])
  })

  it('starts neutral for hydration and holds the stored state right after', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'dark', [FAVOURITES_STORAGE_KEY]: '["starburst"]' })
    const store = createAppStore({ storage })
    expect(store.getInitialState()).toMatchObject({ themePreference: 'system', favourites: [] })
    expect(store.getState()).toMatchObject({ themePreference: 'dark', favourites: ['starburst'] })
  })

  it('pushes tracked events to the data layer, each with the builds of the page', () => {
    const events: unknown[] = []
    const store = createAppStore({
      storage: memoryStorage(),
      dataLayer: () => ({ push: (event) => events.push(event) }),
      consent: allGranted,
      eventStamp: { builds: { faq: { build: 'b41', source: 'stable' } } },
    })
    store.getState().track({ event: 'play_free_click', gameId: 'book-of-ra' })
    expect(events).toEqual([
      { event: 'play_free_click', gameId: 'book-of-ra', builds: { faq: { build: 'b41', source: 'stable' } } },
    ])
  })

  it('holds events tracked before the builds are known and pushes them, in order, once they are', async () => {
    const events: unknown[] = []
    let known!: (stamp: EventStamp) => void
    const store = createAppStore({
      storage: memoryStorage(),
      dataLayer: () => ({ push: (event) => events.push(event) }),
      consent: allGranted,
      eventStamp: new Promise<EventStamp>((resolve) => (known = resolve)),
    })
    store.getState().track({ event: 'play_free_click', gameId: 'a' })
    store.getState().track({ event: 'play_real_click', gameId: 'b' })
    await Promise.resolve()
    expect(events).toEqual([])
    const stamp: EventStamp = { builds: { faq: { build: 'b43', source: 'preview' } }, preview: true }
    known(stamp)
    await vi.waitFor(() => expect(events).toHaveLength(2))
    store.getState().track({ event: 'search', query: 'ra', results: 3 })
    expect(events).toEqual([
      { event: 'play_free_click', gameId: 'a', ...stamp },
      { event: 'play_real_click', gameId: 'b', ...stamp },
      { event: 'search', query: 'ra', results: 3, ...stamp },
    ])
  })

  it("names a failing remote's own build and source on its remote_error", () => {
    const events: unknown[] = []
    const builds = {
      faq: { build: 'b42', source: 'canary' },
      home: { build: 'h7', source: 'stable' },
    } as const
    const store = createAppStore({
      storage: memoryStorage(),
      dataLayer: () => ({ push: (event) => events.push(event) }),
      consent: allGranted,
      eventStamp: { builds },
    })
    store.getState().track({ event: 'remote_error', remote: 'faq', module: 'Faq', reason: 'timeout' })
    expect(events).toEqual([
      {
        event: 'remote_error',
        remote: 'faq',
        module: 'Faq',
        reason: 'timeout',
        builds,
        build: 'b42',
        source: 'canary',
      },
    ])
  })
})
