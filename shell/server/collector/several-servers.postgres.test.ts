// @vitest-environment node
/**
 * Several shell servers on one Postgres (shell/docs/decisions/0095): three real shell servers start at
 * once on one fresh database, a few times over (the migration race), and batches are replayed to
 * several of them at once: the same batch to two servers, a page view's later beacon raising its LCP
 * while its first batch is still being stored elsewhere. Every count of the health rollup must then
 * equal what the raw events say, and not one batch may be answered 5xx.
 */
import type { FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { createAppServer } from '../app-server'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { migrations } from '../events-db/migrations'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../events-db/throwaway-postgres'
import { pageViewEvent, uuid } from '../test-support/collector.suite'

const SHELL_ORIGIN = 'http://localhost:4173'
const SERVERS = 3
const STARTS = 4
const VIEWS = 120

interface Server {
  app: FastifyInstance
  db: EventsDb
  origin: string
  failures: string[]
}

let cluster: ThrowawayPostgres
const root = mkdtempSync(join(tmpdir(), 'several-servers-'))

beforeAll(() => {
  cluster = startThrowawayPostgres()
  // The record the servers serve names the builds the page views carry: others are refused.
  const entry = (remote: string, build: string) => ({
    entry: `https://${remote}.example.ro/${build}/remoteEntry.js`,
  })
  const record = {
    version: 2,
    remotes: {
      faq: {
        stable: { build: 'b41', ...entry('faq', 'b41') },
        canary: { build: 'b42', percent: 5, salt: 'faq-b42' },
        candidates: { b42: entry('faq', 'b42') },
        blocked: [],
      },
      home: { stable: { build: 'h1', ...entry('home', 'h1') }, candidates: {}, blocked: [] },
    },
  }
  writeFileSync(join(root, 'release-record.json'), JSON.stringify(record))
}, 60_000)
afterAll(() => {
  cluster?.stop()
  rmSync(root, { recursive: true, force: true })
})

/** A fresh database on the cluster, as a new deployment's `DATABASE_URL` names one. */
async function freshDatabase(name: string): Promise<string> {
  const admin = await openEventsDb({ url: cluster.url })
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.close()
  }
  return cluster.url.replace('/postgres?', `/${name}?`)
}

/** One shell server as serve.ts starts it: its own pool on `url`, its schema brought up to date. */
async function startServer(url: string): Promise<Server> {
  const db = await openEventsDb({ url })
  const failures: string[] = []
  const app = await createAppServer({
    root,
    kind: 'shell',
    shellOrigins: [SHELL_ORIGIN],
    // The test is one client replaying many batches: exempt from the per-client limits.
    events: { db, retentionDays: 30, unlimitedClients: ['127.0.0.1'] },
    // Every fault is logged at warn or above: none is expected.
    log: { level: 'warn', stream: { write: (line) => failures.push(line) } },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, db, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, failures }
}

async function stopServer(server: Server) {
  await server.app.close()
  await server.db.close()
}

const post = async (server: Server, body: unknown) =>
  (
    await fetch(`${server.origin}${COLLECTOR_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
      body: JSON.stringify(body),
    })
  ).status

const builds = (index: number) => ({
  faq: { build: index % 3 ? 'b41' : 'b42', source: index % 3 ? 'stable' : 'canary' },
  home: { build: 'h1', source: 'stable' },
})
const vital = (view: string, index: number, name: string, value: number) => ({
  event: 'web_vital',
  name,
  value,
  rating: 'good',
  id: `${view}-${name}`,
  builds: builds(index),
  view,
  page: 'home',
})

/** The FAQ slot's failure on one page view. */
const slotError = (view: string, index: number) => ({
  event: 'remote_error',
  remote: 'faq',
  module: './Faq',
  reason: 'timeout',
  builds: builds(index),
  view,
  page: 'home',
})

/** A page view's first batch: its page_view, LCP and INP, and for some an error of the FAQ's slot. */
function firstBatch(view: string, index: number) {
  const events: unknown[] = [
    pageViewEvent(view, { builds: builds(index) }),
    vital(view, index, 'LCP', 1000 + index),
    vital(view, index, 'INP', 40 + (index % 7) * 8),
  ]
  if (index % 5 === 0) events.push(slotError(view, index))
  return { batch: uuid(), events }
}

/** Its later beacon: a larger LCP (a smaller one for some, which changes nothing), the error again for some. */
function laterBeacon(view: string, index: number) {
  const events: unknown[] = [vital(view, index, 'LCP', index % 4 ? 2000 + index : 900)]
  if (index % 10 === 0) events.push(slotError(view, index))
  return { batch: uuid(), events }
}

/** The rollup summed over time, and the same figures computed from the raw events. */
async function rollupAndRaw(db: EventsDb) {
  const rows = async (sql: string) => (await db.query(sql)).rows
  const stamp = `jsonb_each(builds) AS stamp (remote, arm), LATERAL (SELECT arm ->> 'source' AS source, arm ->> 'build' AS build) AS arm`
  return {
    views:
      await rows(`SELECT remote, source, build, sum(page_views)::int AS page_views, sum(errored_views)::int AS errored
                       FROM health_views GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    rawViews: await rows(`
      SELECT stamp.remote, arm.source, arm.build, count(*) FILTER (WHERE name = 'page_view')::int AS page_views,
             count(DISTINCT view_id) FILTER (WHERE name = 'remote_error' AND error_remote = stamp.remote)::int AS errored
      FROM events, ${stamp} WHERE NOT preview GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    values: await rows(`SELECT remote, source, build, metric, value, sum(count)::int AS count
                        FROM health_values GROUP BY 1, 2, 3, 4, 5 HAVING sum(count) <> 0 ORDER BY 1, 2, 3, 4, 5`),
    rawValues: await rows(`
      WITH best AS (
        SELECT view_id, vital AS metric, max(round(vital_value::numeric))::float8 AS value, (array_agg(builds))[1] AS builds
        FROM events WHERE name = 'web_vital' AND NOT preview GROUP BY 1, 2)
      SELECT stamp.remote, arm.source, arm.build, metric, value, count(*)::int AS count
      FROM best, ${stamp} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
    // The moments per minute hold the histogram's values, summed (health_moments).
    moments:
      await rows(`SELECT remote, source, build, metric, sum(n)::int AS n, round(sum(sum)::numeric, 3)::float8 AS sum
                         FROM health_moments GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4`),
    momentsOfValues:
      await rows(`SELECT remote, source, build, metric, sum(count)::int AS n, round(sum(count * value)::numeric, 3)::float8 AS sum
                  FROM health_values GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0 ORDER BY 1, 2, 3, 4`),
    // A shard's row may go below zero (a raise's -1 in another writer's shard), a value's sum never.
    negative: (
      await rows(`SELECT count(*)::int AS n FROM (SELECT FROM health_values
                  GROUP BY remote, source, build, metric, slot, value HAVING sum(count) < 0) AS below`)
    )[0],
    shards: Number((await rows('SELECT count(DISTINCT shard)::int AS n FROM health_views'))[0]!.n),
  }
}

describe('three shell servers on one Postgres', { timeout: 180_000 }, () => {
  for (let start = 1; start <= STARTS; start++)
    it(`start together, all of them (start ${start} of ${STARTS}), and count every page view once under concurrent replays`, async () => {
      const url = await freshDatabase(`servers_${start}`)
      const started = await Promise.allSettled(Array.from({ length: SERVERS }, () => startServer(url)))
      const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      try {
        expect(started.filter((result) => result.status === 'rejected')).toEqual([])
        const db = servers[0]!.db
        const recorded = await db.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY 1',
        )
        expect(recorded.rows.map((row) => row.version)).toEqual(migrations.map((step) => step.version))

        const views = Array.from({ length: VIEWS }, () => uuid())
        const firsts = views.map((view, index) => firstBatch(view, index))
        const laters = views.map((view, index) => laterBeacon(view, index))
        const on = (index: number, shift: number) => servers[(index + shift) % SERVERS]!
        const statuses = (
          await Promise.all(
            views.flatMap((_, index) => [
              // The same first batch to two servers at once (a client's retry after a lost answer).
              post(on(index, 0), firsts[index]),
              post(on(index, 1), firsts[index]),
              // For half the views, the later beacon races the first batch on the third server.
              ...(index % 2 ? [post(on(index, 2), laters[index])] : []),
            ]),
          )
        ).concat(
          // The other half's later beacons, each to two servers at once, all together.
          await Promise.all(
            views.flatMap((_, index) =>
              index % 2 ? [] : [post(on(index, 2), laters[index]), post(on(index, 0), laters[index])],
            ),
          ),
        )
        expect(statuses.filter((status) => status !== 202)).toEqual([])
        expect(servers.flatMap((server) => server.failures)).toEqual([])

        const counted = await rollupAndRaw(db)
        expect(counted.negative).toEqual({ n: 0 })
        // Three servers' writers counted into their own shards (each its backend's pid mod 64; all of
        // them on one shard by chance: about 1 run in 4 000), and the sums below are still exact.
        expect(counted.shards).toBeGreaterThan(1)
        expect(counted.views).toEqual(counted.rawViews)
        expect(counted.values).toEqual(counted.rawValues)
        expect(counted.moments).toEqual(counted.momentsOfValues)
        // And the raw events themselves are each view's once: 120 page views under each remote's stamp.
        const pageViews = counted.views.reduce((sum, row) => sum + Number(row.page_views), 0)
        expect(pageViews).toBe(VIEWS * 2)
        const errored = counted.views.find((row) => row.remote === 'faq' && row.source === 'canary')
        expect(errored?.errored).toBe(views.filter((_, index) => index % 3 === 0 && index % 5 === 0).length)
        const lcps = counted.values.filter((row) => row.metric === 'LCP')
        expect(lcps.reduce((sum, row) => sum + Number(row.count), 0)).toBe(VIEWS * 2)
      } finally {
        await Promise.all(servers.map(stopServer))
      }
    })
})
