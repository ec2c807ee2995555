import type { EventsDb } from '../events-db/open'

/** A stored event as tools read it (`GET /_internal/events`). */
export interface StoredEvent {
  batch: string
  seq: number
  receivedAt: string
  view: string
  name: string
  page: string
  engine: string
  builds: Record<string, { build: string | null; source: string }>
  preview: boolean
  data: Record<string, unknown>
}

/** The newest stored events received at or after `since`, at most `limit`. */
export async function readEvents(
  db: Pick<EventsDb, 'query'>,
  { since, limit }: { since?: string; limit: number },
): Promise<StoredEvent[]> {
  const { rows } = await db.query<StoredEvent & { receivedAt: Date | string }>(
    `SELECT batch_id AS batch, seq, received_at AS "receivedAt", view_id AS view, name, page_kind AS page,
            engine, builds, preview, data
     FROM events WHERE received_at >= $1 ORDER BY received_at DESC, batch_id, seq DESC LIMIT $2`,
    [since ?? new Date(0).toISOString(), limit],
  )
  return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt).toISOString() }))
}
