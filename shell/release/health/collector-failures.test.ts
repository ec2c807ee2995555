// @vitest-environment node
/**
 * A collector whose store fails says so: in its log, in `GET /_internal/collector`, and in
 * `pnpm release <remote> health`. The real shell server on a real PGlite store whose write is broken
 * (its ingest function renamed away: every batch fails as a lost store would, reads still work).
 */
import type { FastifyInstance } from 'fastify'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { createAppServer } from 'site-server/app-server'
import { openEventsDb, type EventsDb } from 'site-server/events-db/open'
import { parseCommand } from '../command'
import { collectorWarning, RECENT_FAILURE_MS } from './collector-warning'
import { runHealth } from './run-health'
import { testShellMeta } from '../test-support/fake-deploy'
import { INTERNAL_COLLECTOR_PATH } from 'site-server/collector/collector'
import { pageViewEvent, uuid } from 'site-server/test-support/collector.suite'
import { FAILURE_LOG_INTERVAL_MS, type CollectorFailures } from 'site-server/collector/failures'

const SHELL_ORIGIN = 'http://localhost:4173'
const START = Date.parse('2026-11-20T10:00:00Z')

let db: EventsDb
let server: FastifyInstance
let origin: string
let dir: string
let clock = START
const logged: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collector-failures-'))
  releaseManifest()
  db = await openEventsDb()
  server = await createAppServer({
    root: dir,
    kind: 'shell',
    shellOrigins: [SHELL_ORIGIN],
    events: {
      db,
      retentionDays: 30,
      logFailure: (line) => logged.push(line),
      now: () => new Date(clock),
      // One client posts every batch: exempt from the per-client limits.
      unlimitedClients: ['127.0.0.1'],
    },
  })
  await server.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await server?.close()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

const CANARY_STAMP = { faq: { build: 'b42', source: 'canary' } }

const post = () =>
  fetch(`${origin}${COLLECTOR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
    // A build the record names: the collector refuses one it does not know.
    body: JSON.stringify({ batch: uuid(), events: [pageViewEvent(uuid(), { builds: CANARY_STAMP })] }),
  })
const failures = async () =>
  (await (await fetch(`${origin}${INTERNAL_COLLECTOR_PATH}`)).json()) as CollectorFailures

function releaseManifest(): string {
  const entry = (build: string) => ({ entry: `http://127.0.0.1:9/${build}/assets/remoteEntry.js` })
  const file = join(dir, 'remotes.json')
  const faq = {
    stable: { build: 'b41', ...entry('b41') },
    candidates: { b42: entry('b42') },
    canary: { build: 'b42', percent: 5, salt: 'faq-b42' },
    blocked: [],
  }
  writeFileSync(file, JSON.stringify({ version: 2, remotes: { faq } }))
  return file
}

async function releaseHealth(at: number) {
  const parsed = parseCommand(['faq', 'health', '--since', '2026-11-20T09:00:00Z'])
  if (!parsed.ok || !('health' in parsed)) throw new Error('expected a health command')
  const err: string[] = []
  await runHealth(parsed.health, {
    fetch,
    shellMeta: testShellMeta,
    print: () => {},
    report: (line) => err.push(line),
    cwd: dir,
    defaultManifest: releaseManifest(),
    siteOrigin: origin,
    now: () => new Date(at),
    sleep: async () => {},
    writeFile: () => {},
    compose: async () => {},
  })
  return err
}

describe('a collector whose store fails', { timeout: 60_000 }, () => {
  it('reports nothing while every batch is stored', async () => {
    expect((await post()).status).toBe(202)
    expect(await failures()).toMatchObject({ failedBatches: 0, lastFailure: null })
    expect(await collectorWarning(origin, fetch, new Date(clock))).toBeUndefined()
    expect(logged).toEqual([])
  })

  it('answers 503, logs it once a minute, and counts every failed batch with the last time and reason', async () => {
    await db.query('ALTER FUNCTION ingest_events RENAME TO ingest_events_gone')
    try {
      for (let batch = 0; batch < 3; batch++) expect((await post()).status).toBe(503)
      clock += FAILURE_LOG_INTERVAL_MS
      expect((await post()).status).toBe(503)
    } finally {
      await db.query('ALTER FUNCTION ingest_events_gone RENAME TO ingest_events')
    }
    expect(logged).toHaveLength(2)
    expect(logged[0]).toMatch(
      /^collector: 1 batch not stored, answered 503 \(last: the store failed: .*ingest_events/,
    )
    expect(logged[1]).toMatch(/^collector: 3 batches not stored/)
    expect(await failures()).toEqual({
      failedBatches: 4,
      lastFailure: { at: new Date(clock).toISOString(), reason: expect.stringMatching(/ingest_events/) },
      since: new Date(START).toISOString(),
    })
    // The store is back: batches are stored again; the failures stay on record.
    expect((await post()).status).toBe(202)
    expect((await failures()).failedBatches).toBe(4)
  })

  it('shows only to this machine: a proxied request is not found', async () => {
    const proxied = await fetch(`${origin}${INTERNAL_COLLECTOR_PATH}`, { headers: { via: '1.1 nginx' } })
    expect(proxied.status).toBe(404)
    expect(await proxied.text()).not.toContain('failedBatches')
  })

  it('makes `pnpm release faq health` warn while the failure is recent, and not an hour after it', async () => {
    const recent = await releaseHealth(clock + 5 * 60_000)
    expect(recent[0]).toMatch(
      /^warning: the collector at http:\/\/127\.0\.0\.1:\d+ answered 503 to 4 batch\(es\) since 2026-11-20T10:00:00\.000Z, the last at 2026-11-20T10:01:00\.000Z \(the store failed: .*\): the field data judged may be missing page views$/,
    )
    const later = await releaseHealth(clock + RECENT_FAILURE_MS + 1)
    expect(later.some((line) => line.startsWith('warning: the collector'))).toBe(false)
  })
})
