/**
 * Page views as the collector stores them, for tests of release health: each view is a page_view,
 * its web vitals, and a remote_error when its slot failed; written with the health rollup, as the
 * collector writes them.
 */
import { randomUUID } from 'node:crypto'
import type { EventsDb } from '../events-db/open'
import { ROLLUP_COLUMNS, withRollup } from '../events-db/rollup'

export interface TestView {
  /** The remote's stamp on every event of the view. */
  builds: Record<string, { build: string; source: string }>
  at: Date
  lcp?: number
  inp?: number
  cls?: number
  /** Per remote, the time until its slots of this view were live (`remote_live`), in ms. */
  live?: Record<string, number>
  /** A remote whose slot failed on this view. */
  failed?: string
  preview?: boolean
  /** The page view's id, to report more of a view already stored (a later beacon); else a new one. */
  view?: string
  /** Whether the view's page_view is in this batch (a later beacon of the same view has none). */
  pageView?: boolean
}

const COLUMNS = 9

/** `withoutRollup`: as events stored before the rollup existed (what its migration fills it from). */
export async function insertViews(
  db: EventsDb,
  views: readonly TestView[],
  { withoutRollup = false } = {},
): Promise<void> {
  const rows: unknown[][] = []
  for (const view of views) {
    const batch = randomUUID()
    const viewId = view.view ?? randomUUID()
    const events: Array<[string, Record<string, unknown>]> =
      view.pageView === false ? [] : [['page_view', {}]]
    for (const [key, name] of [
      ['lcp', 'LCP'],
      ['inp', 'INP'],
      ['cls', 'CLS'],
    ] as const) {
      const value = view[key]
      if (value !== undefined)
        events.push(['web_vital', { name, value, rating: 'good', id: `${viewId}-${name}` }])
    }
    for (const [remote, ms] of Object.entries(view.live ?? {}))
      events.push(['remote_live', { remote, module: 'Faq', ms }])
    if (view.failed)
      events.push(['remote_error', { remote: view.failed, module: './Faq', reason: 'timeout' }])
    events.forEach(([name, data], seq) =>
      rows.push([
        batch,
        seq,
        view.at,
        viewId,
        name,
        JSON.stringify(view.builds),
        view.preview ?? false,
        JSON.stringify(data),
        'chromium',
      ]),
    )
  }
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500)
    const placeholders = chunk.map(
      (_, row) =>
        `(${Array.from({ length: COLUMNS }, (_, column) => `$${row * COLUMNS + column + 1}`).join(', ')}, 'faq')`,
    )
    const insert = `INSERT INTO events (batch_id, seq, received_at, view_id, name, builds, preview, data, engine, page_kind)
      VALUES ${placeholders.join(', ')}`
    await db.transaction((tx) =>
      tx.query(withoutRollup ? insert : withRollup(`${insert} RETURNING ${ROLLUP_COLUMNS}`), chunk.flat()),
    )
  }
}

/** Empties the store between tests: the events and release health's rollup of them. */
export async function forgetAllEvents(db: Pick<EventsDb, 'query'>): Promise<void> {
  await db.query('TRUNCATE events, health_views, health_values, health_moments, view_metrics, view_errors')
}
