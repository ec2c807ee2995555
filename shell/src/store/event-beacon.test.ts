import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from '../privacy/collection'
import { allGranted, allRefused, createAppStore } from '.'
import { eventBeacon, MAX_BEACON_BYTES } from './event-beacon'

interface Sent {
  url: string
  type: string
  body: { batch: string; events: Array<Record<string, unknown>> }
}

/** The beacons a page sent, read back as the collector would. */
function beacons() {
  const sent: Array<Promise<Sent>> = []
  let id = 0
  const collector = eventBeacon({
    send: (url, blob) => {
      sent.push(
        blob.text().then((text) => ({ url, type: blob.type, body: JSON.parse(text) as Sent['body'] })),
      )
      return true
    },
    newId: () => `id-${++id}`,
  })
  return { collector, sent: () => Promise.all(sent) }
}

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
