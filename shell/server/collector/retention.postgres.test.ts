// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../events-db/throwaway-postgres'
import { insertViews } from '../test-support/test-events'
import { forgetExpiredEvents, RETENTION_LOCK } from './retention'

const NOW = new Date('2026-11-27T12:00:00Z')
const old = new Date('2026-10-01T12:00:00Z')

let cluster: ThrowawayPostgres
let first: EventsDb
let second: EventsDb

beforeAll(async () => {
  cluster = startThrowawayPostgres()
  first = await openEventsDb({ url: cluster.url })
  second = await openEventsDb({ url: cluster.url })
}, 60_000)

afterAll(async () => {
  await first?.close()
  await second?.close()
  cluster?.stop()
})

const eventCount = async () =>
  (await first.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n

it('sweeps on one server at a time: while one sweeps, another skips its round and deletes nothing', async () => {
  await insertViews(first, [{ builds: { faq: { build: 'b1', source: 'stable' } }, at: old, lcp: 900 }])
  expect(await eventCount()).toBe(2)
  let release!: () => void
  let held!: () => void
  const holding = new Promise<void>((resolve) => (held = resolve))
  // The first server's sweep, stopped while it holds the lock.
  const sweeping = first.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [RETENTION_LOCK])
    held()
    await new Promise<void>((resolve) => (release = resolve))
  })
  await holding
  expect(await forgetExpiredEvents(second, 30, NOW)).toBeNull()
  expect(await eventCount()).toBe(2)
  release()
  await sweeping
  expect(await forgetExpiredEvents(second, 30, NOW)).toBe(2)
  expect(await eventCount()).toBe(0)
})
