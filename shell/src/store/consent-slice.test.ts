// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CONSENT_KEY, serializeConsentAnswer } from '../privacy/consent-answer'
import { storageKeys } from '../privacy/storage-registry'
import { allGranted, allRefused, createAppStore, type TrackedEvent } from './index'
import type { KeyValueStorage } from './safe-storage'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-03-10T12:00:00Z').getTime()

function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial }
  const storage: KeyValueStorage = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  }
  return { data, storage }
}

/** A store as the page makes it, with its data layer and Consent Mode commands captured. */
function pageStore(initial: Record<string, string> = {}, now = NOW) {
  const { data, storage } = memoryStorage(initial)
  const events: TrackedEvent[] = []
  const commands: unknown[][] = []
  const store = createAppStore({
    storage,
    now: () => now,
    dataLayer: () => ({ push: (event) => events.push(event) }),
    consentMode: () => ({ push: (entry) => commands.push(Array.from(entry)) }),
  })
  return { store, data, events, commands }
}

const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}
const stored = (trials: boolean, answeredAt: number) =>
  serializeConsentAnswer({ measurement: true, trials, answeredAt })

describe('consent', () => {
  it('on a first visit: Consent Mode denies everything, the prompt asks (after hydration), no event leaves and nothing is stored', () => {
    const { store, data, events, commands } = pageStore()
    expect(commands).toEqual([['consent', 'default', denied]])
    // The neutral state a composed page carries asks too (shown before the app runs by boot/inline/consent.ts).
    expect(store.getInitialState().consentPrompt).toBe('choices')
    expect(store.getState().consentPrompt).toBe('choices')
    store.getState().track({ event: 'play_free_click', gameId: 'book-of-ra' })
    expect(events).toEqual([])
    expect(data).toEqual({})
  })

  it('accepting keeps the answer, tells Consent Mode, then sends what waited, in order', () => {
    const { store, data, events, commands } = pageStore()
    store.getState().track({ event: 'play_free_click', gameId: 'a' })
    store.getState().track({ event: 'search', query: 'ra', results: 3 })
    store.getState().answerConsent(allGranted)
    expect(commands.at(-1)).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }])
    expect(events).toEqual([
      { event: 'play_free_click', gameId: 'a' },
      { event: 'search', query: 'ra', results: 3 },
    ])
    expect(JSON.parse(data[CONSENT_KEY]!)).toEqual({ ...allGranted, answeredAt: NOW })
    expect(store.getState().consentPrompt).toBe('closed')
  })

  it('refusing drops what waited, sends nothing after, and removes a visitor id kept from before', () => {
    const { store, data, events, commands } = pageStore({ [storageKeys.canaryVisitor.key]: 'a'.repeat(32) })
    store.getState().track({ event: 'play_free_click', gameId: 'a' })
    store.getState().answerConsent(allRefused)
    store.getState().track({ event: 'play_real_click', gameId: 'b' })
    expect(events).toEqual([])
    expect(commands.at(-1)).toEqual(['consent', 'update', denied])
    expect(Object.keys(data)).toEqual([CONSENT_KEY])
  })

  it('a standing answer is applied before any event: default, then update; no prompt', () => {
    const { store, events, commands } = pageStore({ [CONSENT_KEY]: stored(true, NOW - 30 * DAY) })
    expect(commands).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
    ])
    expect(store.getState().consentPrompt).toBe('closed')
    store.getState().track({ event: 'play_free_click', gameId: 'a' })
    expect(events).toEqual([{ event: 'play_free_click', gameId: 'a' }])
  })

  it('asks again six months after the answer, and the visitor id goes with the lapsed consent', () => {
    const answeredAt = new Date('2025-09-10T12:00:00Z').getTime()
    const { store, data, events } = pageStore({
      [CONSENT_KEY]: stored(true, answeredAt),
      [storageKeys.canaryVisitor.key]: 'a'.repeat(32),
    })
    expect(store.getState().consentPrompt).toBe('choices')
    expect(data).not.toHaveProperty(storageKeys.canaryVisitor.key)
    store.getState().track({ event: 'play_free_click', gameId: 'a' })
    expect(events).toEqual([])
    const dayBefore = pageStore({ [CONSENT_KEY]: stored(true, answeredAt + DAY) })
    expect(dayBefore.store.getState().consentPrompt).toBe('closed')
  })

  it('reopens the purposes one by one, and a changed answer applies at once', () => {
    const { store, events } = pageStore({ [CONSENT_KEY]: stored(false, NOW - DAY) })
    store.getState().showConsentSettings()
    expect(store.getState().consentPrompt).toBe('settings')
    store.getState().answerConsent({ measurement: false, trials: false })
    store.getState().track({ event: 'play_free_click', gameId: 'a' })
    expect(events).toEqual([])
  })

  it('sends only the fields the event registry describes', () => {
    const { store, events } = pageStore({ [CONSENT_KEY]: stored(false, NOW - DAY) })
    const withExtra = { event: 'play_free_click', gameId: 'a', email: 'x@example.ro' } as const
    store.getState().track(withExtra)
    store.getState().track({ event: 'unknown' } as never)
    expect(events).toEqual([{ event: 'play_free_click', gameId: 'a' }])
  })
})
