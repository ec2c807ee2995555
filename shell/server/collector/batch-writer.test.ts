// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { batchWriter, type EventRow } from './batch-writer'

let db: EventsDb
beforeAll(async () => {
  db = await openEventsDb()
}, 60_000)
afterAll(() => db.close())

function batch(title: string): EventRow[] {
  return [
    {
      batch: crypto.randomUUID(),
      seq: 0,
      name: 'page_view',
      view: crypto.randomUUID(),
      page: 'home',
      builds: { faq: { build: 'b7', source: 'canary' } },
      preview: false,
      data: { path: '/', title, location: 'http://localhost/' },
      engine: 'firefox',
    },
  ]
}

const storedBatches = async () =>
  (await db.query<{ batch_id: string }>('SELECT batch_id FROM events')).rows.map((row) => row.batch_id)

describe('the batch writer', { timeout: 60_000 }, () => {
  it('answers each batch of a failed group by its own outcome: a bad one fails alone', async () => {
    const writer = batchWriter(db, { maxQueued: 10 })
    const [first, good, bad, alsoGood] = [
      batch('întâi'),
      batch('bună'),
      batch('nul \u0000'),
      batch('și asta'),
    ]
    // The first commits alone; the next three wait for it, and go together in one group.
    const writes = [first, good, bad, alsoGood].map((rows) => writer.write(rows))
    expect(writer.queued).toBe(3)
    const [firstDone, goodDone, badDone, alsoGoodDone] = await Promise.allSettled(writes)
    expect(firstDone).toEqual({ status: 'fulfilled', value: true })
    expect(goodDone).toEqual({ status: 'fulfilled', value: true })
    expect(alsoGoodDone).toEqual({ status: 'fulfilled', value: true })
    expect(badDone).toMatchObject({ status: 'rejected', reason: { code: '22P05' } })
    const stored = await storedBatches()
    expect(stored.sort()).toEqual([first, good, alsoGood].map((rows) => rows[0]!.batch).sort())
    // What was stored is counted once in the rollup: three page views, the bad one nowhere.
    const { rows } = await db.query<{ page_views: number }>(
      `SELECT sum(page_views)::int AS page_views FROM health_views WHERE remote = 'faq'`,
    )
    expect(rows[0]!.page_views).toBe(3)
  })
})
