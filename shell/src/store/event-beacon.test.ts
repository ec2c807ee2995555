import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COLLECTOR_PATH } from '../privacy/collection'
import { allGranted, allRefused, createAppStore } from '.'
import { eventBeacon, MAX_BEACON_BYTES, type CollectorAnswer } from './event-beacon'
import type { KeyValueStorage } from './safe-storage'
import { unsentBatches } from './unsent-batches'
import { storageKeys } from '../privacy/storage-registry'

interface Sent {
  url: string
  type: string
  keepalive: boolean
  body: { batch: string; events: Array<Record<string, unknown>> }
}

const accepted: CollectorAnswer = { status: 202, retryAfter: null }

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/**
 * The batches a page sent, read back as the collector would, each answered by `answer` (202 unless
 * a test says otherwise). Its unsent batches live in `storage`, on a clock the test moves.
 */
function beacons(
  answer: () => CollectorAnswer | Promise<CollectorAnswer> = () => accepted,
  storage = memoryStorage(),
  clock = { now: 0 },
) {
  const sent: Array<Promise<Sent>> = []
  let id = 0
  const collector = eventBeacon({
    post: (url, blob, keepalive) => {
      sent.push(
        blob
          .text()
          .then((text) => ({ url, type: blob.type, keepalive, body: JSON.parse(text) as Sent['body'] })),
      )
      return Promise.resolve().then(answer)
    },
    newId: () => `id-${++id}`,
    unsent: unsentBatches(storage, () => clock.now),
  })
  return { collector, sent: () => Promise.all(sent), storage, clock }
}

/** Lets the page read the collector's answers: every promise settled before the next task. */
const answersRead = () => new Promise<void>((resolve) => setTimeout(resolve))

function hidePage(state: 'hidden' | 'visible' = 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

const pageView = (path: string) => ({
  event: 'page_view' as const,
  path,
  title: 't',
  location: `http://x.ro${path}`,
})

beforeEach(() => window.history.replaceState(null, '', '/'))
afterEach(() => hidePage('visible'))

describe('the event beacon', () => {
  it('sends nothing until the page is hidden, then everything in one batch to the own origin', async () => {
    const { collector, sent } = beacons()
    collector.collect(pageView('/'))
    collector.collect({ event: 'play_free_click', gameId: 'ra' })
    expect(await sent()).toEqual([])
    hidePage()
    const [beacon, ...more] = await sent()
    expect(more).toEqual([])
    expect(beacon!.url).toBe(COLLECTOR_PATH)
    expect(beacon!.type).toBe('application/json')
    expect(beacon!.body.batch).toBe('id-2')
    expect(beacon!.body.events).toEqual([
      { ...pageView('/'), view: 'id-1', page: 'home' },
      { event: 'play_free_click', gameId: 'ra', view: 'id-1', page: 'home' },
    ])
  })

  it('sends at pagehide too, a fresh batch each time, and never an event twice', async () => {
    const { collector, sent } = beacons()
    collector.collect(pageView('/'))
    window.dispatchEvent(new Event('pagehide'))
    window.dispatchEvent(new Event('pagehide'))
    collector.collect({ event: 'search', query: 'ra', results: 2 })
    hidePage()
    const batches = await sent()
    expect(batches.map((beacon) => beacon.body.events.map((event) => event.event))).toEqual([
      ['page_view'],
      ['search'],
    ])
    expect(new Set(batches.map((beacon) => beacon.body.batch)).size).toBe(2)
  })

  it('draws a new page view id at each page view, and names the kind of page from the route table', async () => {
    const { collector, sent } = beacons()
    collector.collect(pageView('/'))
    window.history.pushState(null, '', '/sloturi-online')
    collector.collect(pageView('/sloturi-online'))
    window.history.pushState(null, '', '/joc/book-of-ra')
    collector.collect({ event: 'play_real_click', gameId: 'book-of-ra' })
    hidePage()
    const [beacon] = await sent()
    expect(beacon!.body.events.map(({ view, page }) => [view, page])).toEqual([
      ['id-1', 'home'],
      ['id-2', 'category'],
      ['id-2', 'game'],
    ])
  })

  it.each([
    ['x', 'one byte a character'],
    ['ș', 'two bytes a character in UTF-8'],
  ])(
    'splits a page with many events into beacons under the size a browser takes (%s: %s)',
    async (letter) => {
      const { collector, sent } = beacons()
      for (let index = 0; index < 400; index++)
        collector.collect({ ...pageView('/'), title: letter.repeat(500) })
      hidePage()
      const batches = await sent()
      expect(batches.length).toBeGreaterThan(1)
      for (const beacon of batches)
        expect(new TextEncoder().encode(JSON.stringify(beacon.body)).length).toBeLessThanOrEqual(
          MAX_BEACON_BYTES + 1024,
        )
      expect(batches.flatMap((beacon) => beacon.body.events)).toHaveLength(400)
    },
  )
})

describe('a batch the collector did not take', () => {
  const unsentKey = storageKeys.unsentEvents.key
  const kept = (storage: KeyValueStorage) =>
    (JSON.parse(storage.getItem(unsentKey) ?? '[]') as Array<{ id: string }>).map((batch) => batch.id)

  it('is kept after a 503 and sent again with the same id once its Retry-After has passed, then forgotten', async () => {
    let answer: CollectorAnswer = { status: 503, retryAfter: 60 }
    const { collector, sent, storage, clock } = beacons(() => answer)
    collector.collect(pageView('/'))
    hidePage()
    await answersRead()
    expect(kept(storage)).toEqual(['id-2'])
    // Hidden again within the minute: only the new batch goes.
    hidePage('visible')
    collector.collect({ event: 'search', query: 'ra', results: 2 })
    clock.now = 59_000
    hidePage()
    await answersRead()
    expect((await sent()).map((beacon) => beacon.body.batch)).toEqual(['id-2', 'id-3'])
    // The collector is back: each refused batch goes again, as it was, once its own minute is over.
    answer = accepted
    for (const [now, expected] of [
      [61_000, ['id-2', 'id-3', 'id-2']],
      [120_000, ['id-2', 'id-3', 'id-2', 'id-3']],
    ] as const) {
      hidePage('visible')
      clock.now = now
      hidePage()
      await answersRead()
      expect((await sent()).map((beacon) => beacon.body.batch)).toEqual(expected)
    }
    const batches = await sent()
    expect(batches[2]!.body).toEqual(batches[0]!.body)
    expect(kept(storage)).toEqual([])
  })

  it('is kept when the network fails or the page closes before the answer, and the next page sends it when idle', async () => {
    vi.useFakeTimers()
    try {
      const storage = memoryStorage()
      const first = beacons(() => Promise.reject(new TypeError('Failed to fetch')), storage)
      first.collector.collect(pageView('/'))
      hidePage()
      await vi.advanceTimersByTimeAsync(0)
      expect(kept(storage)).toEqual(['id-2'])
      hidePage('visible')

      const next = beacons(() => accepted, storage)
      next.collector.resend()
      expect(await next.sent()).toEqual([])
      await vi.advanceTimersByTimeAsync(10_000)
      const [again, ...more] = await next.sent()
      expect(more).toEqual([])
      expect(again!.body.batch).toBe('id-2')
      // The next page is alive: it reads the answer, so it need not hold the browser's keepalive budget.
      expect(again!.keepalive).toBe(false)
      expect(kept(storage)).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('is dropped when the collector refuses it for good (a replay would be refused again)', async () => {
    for (const status of [400, 403, 413]) {
      const { collector, storage } = beacons(() => ({ status, retryAfter: null }))
      collector.collect(pageView('/'))
      hidePage()
      await answersRead()
      expect(kept(storage), String(status)).toEqual([])
      hidePage('visible')
    }
  })

  it('is forgotten, with what waits, when the visitor withdraws consent', async () => {
    const { collector, storage } = beacons(() => ({ status: 503, retryAfter: null }))
    collector.collect(pageView('/'))
    hidePage()
    await answersRead()
    expect(kept(storage)).toHaveLength(1)
    collector.forget()
    expect(storage.getItem(unsentKey)).toBeNull()
  })

  it('leaves the browser with a store that stops keeping them when consent is gone at the next visit', () => {
    const storage = memoryStorage()
    storage.setItem(unsentKey, JSON.stringify([{ id: 'b', body: '{}', made: 0, tries: 1, notBefore: 0 }]))
    const { collector } = beacons(() => accepted, storage)
    createAppStore({
      storage,
      dataLayer: () => [] as never,
      consentMode: () => [] as never,
      consent: allRefused,
      collector,
    })
    expect(storage.getItem(unsentKey)).toBeNull()
  })
})

describe('the store and the collector', () => {
  const storeWith = (consent: typeof allGranted | null) => {
    const page = beacons()
    const dataLayer: unknown[] = []
    const store = createAppStore({
      storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
      dataLayer: () => dataLayer as never,
      consentMode: () => [] as never,
      eventStamp: { builds: { faq: { build: 'b2', source: 'canary' } } },
      ...(consent ? { consent } : {}),
      collector: page.collector,
    })
    return { store, dataLayer, sent: page.sent }
  }

  it('collects, with consent to measurement, each event the data layer gets, stamped with its builds', async () => {
    const { store, dataLayer, sent } = storeWith(allGranted)
    store.getState().track({ event: 'faq_open', topic: 'bonus', questionId: 'q1' })
    hidePage()
    const [beacon] = await sent()
    expect(dataLayer).toHaveLength(1)
    expect(beacon!.body.events).toEqual([{ ...(dataLayer[0] as object), view: 'id-1', page: 'home' }])
    expect(beacon!.body.events[0]!.builds).toEqual({ faq: { build: 'b2', source: 'canary' } })
  })

  it('collects nothing when the visitor refused, or has not answered', async () => {
    for (const consent of [allRefused, null]) {
      const { store, sent } = storeWith(consent)
      store.getState().track({ event: 'faq_open', topic: 'bonus', questionId: 'q1' })
      hidePage()
      expect(await sent(), String(consent)).toEqual([])
      hidePage('visible')
    }
  })

  it('drops what waits when the visitor withdraws consent before the page is hidden', async () => {
    const { store, sent } = storeWith(allGranted)
    store.getState().track({ event: 'faq_open', topic: 'bonus', questionId: 'q1' })
    store.getState().answerConsent(allRefused)
    store.getState().track({ event: 'faq_open', topic: 'bonus', questionId: 'q2' })
    hidePage()
    expect(await sent()).toEqual([])
  })
})
