import { pageKind } from '../contract/page-kind'
import { COLLECTOR_PATH } from '../privacy/collection'
import type { EventCollector } from './tracked-event'
import { safeStorage } from './safe-storage'
import { unsentBatches, type UnsentBatches } from './unsent-batches'

/** Under the 64 KiB a browser lets keepalive requests hold in flight, and under the collector's body cap. */
export const MAX_BEACON_BYTES = 60 * 1024

/** What the collector answered a batch. */
export interface CollectorAnswer {
  status: number
  /** Its `Retry-After`, in seconds, when it asked for a later try. */
  retryAfter: number | null
}

export interface EventBeaconDeps {
  win?: Window
  post?: (url: string, body: Blob, keepalive: boolean) => Promise<CollectorAnswer>
  newId?: () => string
  unsent?: UnsentBatches
}

/** Refusals a replay would meet again (a malformed or foreign batch, too large): not kept. */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429

const fetchPost =
  (win: Window) =>
  async (url: string, body: Blob, keepalive: boolean): Promise<CollectorAnswer> => {
    const response = await win.fetch(url, { method: 'POST', body, keepalive, credentials: 'same-origin' })
    const retryAfter = Number(response.headers.get('retry-after'))
    return {
      status: response.status,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    }
  }

/**
 * Queues the page's events and sends them to the site's own collector when the page is hidden
 * (switching tabs, navigating away, closing): nothing competes with the page's work, and a keepalive
 * request outlives the page. Each event names its page view (an id drawn at random for each page
 * view, kept only in this page's memory) and the kind of page. Each send is a new batch, with its own
 * id, which the collector stores once however often it arrives.
 *
 * A batch is kept in the browser (`unsent-batches.ts`) until the collector acknowledges it: one it
 * answered 429 or 503, or that the network lost, goes again with the same id the next time a page is
 * hidden, or when the next page is idle (a page that closed never read its answer).
 */
export function eventBeacon({
  win = window,
  post = fetchPost(win),
  newId = () => win.crypto.randomUUID(),
  unsent = unsentBatches(safeStorage()),
}: EventBeaconDeps = {}): EventCollector {
  let view = newId()
  let viewStarted = false
  let queued: string[] = []
  const utf8 = new TextEncoder()
  // Batches this page sent whose answer it has not read: not sent twice at once.
  const inFlight = new Set<string>()

  const deliver = ({ id, body }: { id: string; body: string }, keepalive: boolean) => {
    if (inFlight.has(id)) return
    inFlight.add(id)
    unsent.tried(id)
    const blob = new Blob([body], { type: 'application/json' })
    let answer: Promise<CollectorAnswer>
    try {
      answer = post(COLLECTOR_PATH, blob, keepalive)
    } catch (error) {
      answer = Promise.reject(error)
    }
    // A keepalive request over the browser's in-flight budget is refused at once: it stays kept.
    void answer
      .then(
        ({ status, retryAfter }) => {
          if ((status >= 200 && status < 300) || refusedForGood(status)) unsent.settle(id)
          else if (retryAfter !== null) unsent.later(id, retryAfter)
        },
        () => undefined,
      )
      .finally(() => inFlight.delete(id))
  }
  const resendDue = (keepalive: boolean) => {
    for (const batch of unsent.due()) deliver(batch, keepalive)
  }
  const sendBatch = (events: string[]) => {
    const id = newId()
    const batch = { id, body: `{"batch":${JSON.stringify(id)},"events":[${events.join(',')}]}` }
    unsent.keep(batch)
    deliver(batch, true)
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
    // This page's new batches first: they have the keepalive budget before older ones.
    resendDue(true)
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
      unsent.clear()
    },
    resend() {
      // Safari has no idle callback: a moment after the page starts stands in for it.
      const whenIdle = win.requestIdleCallback as Window['requestIdleCallback'] | undefined
      const run = () => resendDue(false)
      if (whenIdle) whenIdle.call(win, run, { timeout: 10_000 })
      else win.setTimeout(run, 2_000)
    },
  }
}
