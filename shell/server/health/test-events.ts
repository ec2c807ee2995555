/**
 * Page views as the collector stores them, for tests and benchmarks of release health: each view is
 * a page_view, its web vitals, and a remote_error when its slot failed.
 */
import { randomUUID } from 'node:crypto'
import type { EventsDb } from '../events-db/open'

export interface TestView {
  /** The remote's stamp on every event of the view. */
  builds: Record<string, { build: string; source: string }>
  at: Date
  lcp?: number
  inp?: number
  cls?: number
  /** A remote whose slot failed on this view. */
  failed?: string
  preview?: boolean
}

const COLUMNS = 9

export async function insertViews(db: EventsDb, views: readonly TestView[]): Promise<void> {
  const rows: unknown[][] = []
  for (const view of views) {
    const batch = randomUUID()
    const viewId = randomUUID()
    const events: Array<[string, Record<string, unknown>]> = [['page_view', {}]]
    for (const [key, name] of [
      ['lcp', 'LCP'],
      ['inp', 'INP'],
      ['cls', 'CLS'],
    ] as const) {
      const value = view[key]
      if (value !== undefined)
        events.push(['web_vital', { name, value, rating: 'good', id: `${viewId}-${name}` }])
    }
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
    await db.query(
      `INSERT INTO events (batch_id, seq, received_at, view_id, name, builds, preview, data, engine, page_kind)
       VALUES ${placeholders.join(', ')}`,
      chunk.flat(),
    )
  }
}
