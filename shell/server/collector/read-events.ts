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

/**
 * The newest stored events received at or after `since`, at most `limit`; of one page view only when
 * `view` is given (a reader looking for one view's events then misses none on a busy store).
 */
export async function readEvents(
  db: Pick<EventsDb, 'query'>,
  { since, limit, view }: { since?: string; limit: number; view?: string },
): Promise<StoredEvent[]> {
  const { rows } = await db.query<StoredEvent & { receivedAt: Date | string }>(
    `SELECT batch_id AS batch, seq, received_at AS "receivedAt", view_id AS view, name, page_kind AS page,
            engine, builds, preview, data
     FROM events WHERE received_at >= $1 AND ($3::uuid IS NULL OR view_id = $3::uuid)
     ORDER BY received_at DESC, batch_id, seq DESC LIMIT $2`,
    [since ?? new Date(0).toISOString(), limit, view ?? null],
  )
  return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt).toISOString() }))
}
