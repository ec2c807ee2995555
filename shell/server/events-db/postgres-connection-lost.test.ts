// @vitest-environment node
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openEventsDb, type EventsDb } from './open'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres'

let cluster: ThrowawayPostgres
let db: EventsDb

beforeAll(async () => {
  cluster = startThrowawayPostgres()
  db = await openEventsDb({ url: cluster.url })
})

afterAll(async () => {
  await db?.close()
  cluster?.stop()
})

// A Postgres restart ends the pool's idle connections. Unheard, that error would kill the shell
// server (and fail this file as an unhandled error); heard, the store answers the next query.
it('survives the server ending its idle connections, and answers the next query', async () => {
  await db.query('SELECT 1')
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  const { rows } = await admin.query<{ ended: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = $1',
    ['client backend'],
  )
  await admin.end()
  expect(rows.some((row) => row.ended)).toBe(true)
  await expect
    .poll(
      async () =>
        (await db.query<{ one: number }>('SELECT 1 AS one').catch(() => ({ rows: [] }))).rows[0]?.one,
    )
    .toBe(1)
})
