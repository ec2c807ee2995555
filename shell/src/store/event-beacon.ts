import { pageKind } from '../contract/page-kind'
import { COLLECTOR_PATH } from '../privacy/collection'
import type { TrackedEvent } from './analytics-slice'

/** Where events the visitor agreed to measure wait for the page to be hidden, then leave in one go. */
export interface EventCollector {
  collect: (event: TrackedEvent) => void
  /** Drops what waits: the visitor withdrew their consent. */
  forget: () => void
}

/** Under the 64 KiB a browser lets beacons hold in flight, and under the collector's body cap. */
export const MAX_BEACON_BYTES = 60 * 1024

export interface EventBeaconDeps {
  win?: Window
  send?: (url: string, body: Blob) => boolean
  newId?: () => string
}

/**
 * Queues the page's events and sends them to the site's own collector with `sendBeacon` when the
 * page is hidden (switching tabs, navigating away, closing): nothing competes with the page's work,
 * and the browser delivers the beacon after the page is gone. Each event names its page view (an id
 * drawn at random for each page view, kept only in this page's memory) and the kind of page. Each
 * send is a new batch, with its own id, which the collector stores once however often it arrives.
 */
export function eventBeacon({
  win = window,
  send = (url, body) => win.navigator.sendBeacon(url, body),
  newId = () => win.crypto.randomUUID(),
}: EventBeaconDeps = {}): EventCollector {
  let view = newId()
  let viewStarted = false
  let queued: string[] = []
  const utf8 = new TextEncoder()

  const sendBatch = (events: string[]) => {
    const body = `{"batch":${JSON.stringify(newId())},"events":[${events.join(',')}]}`
    send(COLLECTOR_PATH, new Blob([body], { type: 'application/json' }))
  }
  const flush = () => {
    let batch: string[] = []
    let bytes = 0
    for (const event of queued) {
      // Bytes as sent (UTF-8), not characters: a Romanian title's ș and ț take two each.
      const size = utf8.encode(event).length + 1
      if (batch.length && bytes + size > MAX_BEACON_BYTES) {
        sendBatch(batch)
        batch = []
        bytes = 0
      }
      batch.push(event)
      bytes += size
    }
    if (batch.length) sendBatch(batch)
    queued = []
  }
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush()
  })
  win.addEventListener('pagehide', flush)

  return {
    collect(event) {
      // A navigation inside the app is a page view of its own.
      if (event.event === 'page_view') {
        if (viewStarted) view = newId()
        viewStarted = true
      }
      const page = pageKind(win.location.pathname, win.location.search)
      queued.push(JSON.stringify({ ...event, view, page }))
    },
    forget() {
      queued = []
    },
  }
}
