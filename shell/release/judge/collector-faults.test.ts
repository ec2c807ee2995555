// @vitest-environment node
/**
 * Every fault of the collector is seen: in its log (pino's JSON lines), counted in the store by kind and
 * reason where every server sharing it reads them (`GET /_internal/collector`), and in
 * `pnpm release <remote> health`. Real shell servers on a real PGlite store whose write is broken (its
 * ingest function renamed away: every batch fails as a lost store would, reads still work).
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
import { collectorCheck, holdWhileCollectorFailing, unlessCollectorFailing } from './collector-warning'
import { runHealth } from './run-health'
import { testShellMeta } from '../test-support/fake-deploy'
import { INTERNAL_COLLECTOR_PATH } from 'site-server/collector/collector'
import { pageViewEvent, uuid } from 'site-server/test-support/collector.suite'
import { FAULT_LOG_INTERVAL_MS } from 'site-server/collector/faults'
import { FAULT_WINDOW_MS, type CollectorHealth } from 'site-server/collector/fleet-faults'

const SHELL_ORIGIN = 'http://localhost:4173'
const START = Date.parse('2026-11-20T10:00:00Z')

let db: EventsDb
let dir: string
let clock = START
/** The log lines of every server started here, parsed. */
const logged: Array<{ level: number; msg: string; fault?: string; reason?: string; count?: number }> = []
const servers: FastifyInstance[] = []

async function startServer(): Promise<string> {
  const server = await createAppServer({
    root: dir,
    kind: 'shell',
    shellOrigins: [SHELL_ORIGIN],
    // One client posts every batch: exempt from the per-client limits.
    events: { db, retentionDays: 30, now: () => new Date(clock), unlimitedClients: ['127.0.0.1'] },
    log: { level: 'info', stream: { write: (line) => logged.push(JSON.parse(line)) } },
  })
  servers.push(server)
  await server.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}
let origin: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collector-faults-'))
  writeRecord()
  db = await openEventsDb()
  origin = await startServer()
}, 60_000)

afterAll(async () => {
  for (const server of servers) await server.close()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

const CANARY_STAMP = { faq: { build: 'b42', source: 'canary' } }

const post = (body: unknown = { batch: uuid(), events: [pageViewEvent(uuid(), { builds: CANARY_STAMP })] }) =>
  fetch(`${origin}${COLLECTOR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
    // A build the record names: the collector refuses one it does not know.
    body: JSON.stringify(body),
  })
const health = async (at = origin) =>
  (await (await fetch(`${at}${INTERNAL_COLLECTOR_PATH}`)).json()) as CollectorHealth
const faultLines = () => logged.filter((line) => line.fault !== undefined)

function writeRecord(): string {
  const entry = (build: string) => ({ entry: `http://127.0.0.1:9/${build}/assets/remoteEntry.js` })
  const file = join(dir, 'release-record.json')
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
    defaultRecord: writeRecord(),
    siteOrigin: origin,
    now: () => new Date(at),
    sleep: async () => {},
    writeFile: () => {},
    compose: async () => {},
  })
  return err
}

describe("the collector's faults", { timeout: 60_000 }, () => {
  it('reports nothing while every batch is stored', async () => {
    expect((await post()).status).toBe(202)
    expect(await health()).toEqual({
      since: new Date(START - FAULT_WINDOW_MS).toISOString(),
      faults: [],
      storeReadable: true,
      failing: false,
    })
    expect(await collectorCheck(origin, fetch)).toEqual({ lines: [], failing: false })
    expect(faultLines()).toEqual([])
  })

  it('answers 503, logs it once a minute, and counts every failed batch with its reason and time', async () => {
    await db.query('ALTER FUNCTION ingest_events RENAME TO ingest_events_gone')
    try {
      for (let batch = 0; batch < 3; batch++) expect((await post()).status).toBe(503)
      clock += FAULT_LOG_INTERVAL_MS
      expect((await post()).status).toBe(503)
    } finally {
      await db.query('ALTER FUNCTION ingest_events_gone RENAME TO ingest_events')
    }
    // pino's levels: 40 is warn. The first line at once, the next a minute later with the two between.
    expect(faultLines()).toMatchObject([
      {
        level: 40,
        fault: 'failed',
        reason: 'the store failed',
        count: 1,
        msg: 'collector: failed: the store failed',
      },
      { level: 40, fault: 'failed', reason: 'the store failed', count: 3 },
    ])
    expect(JSON.stringify(faultLines()[0])).toMatch(/ingest_events/)
    expect(await health()).toMatchObject({
      faults: [{ kind: 'failed', reason: 'the store failed', count: 4, last: new Date(clock).toISOString() }],
      failing: true,
    })
    // The store is back: batches are stored again; the faults stay on record for the hour.
    expect((await post()).status).toBe(202)
    expect((await health()).faults[0]!.count).toBe(4)
  })

  it('counts refused batches by reason, and refusals alone are no failure', async () => {
    const before = (await health()).faults
    expect((await post({ batch: 'not a uuid', events: [] })).status).toBe(400)
    expect(
      (
        await post({
          batch: uuid(),
          events: [pageViewEvent(uuid(), { builds: { faq: { build: 'b0', source: 'stable' } } })],
        })
      ).status,
    ).toBe(403)
    const refused = (await health()).faults.filter((fault) => fault.kind === 'refused')
    expect(refused).toMatchObject([
      { reason: 'a build the release record does not know', count: 1 },
      { reason: 'not a batch', count: 1 },
    ])
    expect(before.every((fault) => fault.kind !== 'refused')).toBe(true)
    expect(faultLines().filter((line) => line.fault === 'refused')).toHaveLength(2)
  })

  it('logs and counts a batch the store refuses (a schema changed under a rolling deploy), answered 400', async () => {
    // As a newer server's migration might: a constraint every batch of the suite breaks.
    await db.query(`ALTER TABLE events ADD CONSTRAINT not_home CHECK (page_kind <> 'home') NOT VALID`)
    try {
      expect((await post()).status).toBe(400)
    } finally {
      await db.query('ALTER TABLE events DROP CONSTRAINT not_home')
    }
    expect(faultLines().at(-1)).toMatchObject({
      level: 50,
      fault: 'store',
      reason: 'refused a batch (SQLSTATE 23514)',
    })
    expect((await health()).faults).toContainEqual(
      expect.objectContaining({ kind: 'store', reason: 'refused a batch (SQLSTATE 23514)', count: 1 }),
    )
  })

  it("is read the same from another server on the store: the fleet's counts", async () => {
    const other = await startServer()
    expect(await health(other)).toEqual(await health())
  })

  it('logs and counts a retention sweep that failed', async () => {
    await db.query('ALTER TABLE view_errors RENAME TO view_errors_gone')
    try {
      // A server sweeps as it starts.
      const other = await startServer()
      await expect
        .poll(async () => (await health(other)).faults.find((fault) => fault.kind === 'retention'))
        .toMatchObject({ reason: 'the sweep failed', count: 1 })
    } finally {
      await db.query('ALTER TABLE view_errors_gone RENAME TO view_errors')
    }
    expect(faultLines().find((line) => line.fault === 'retention')).toMatchObject({ level: 50 })
  })

  it('shows only to this machine: a proxied request is not found', async () => {
    const proxied = await fetch(`${origin}${INTERNAL_COLLECTOR_PATH}`, { headers: { via: '1.1 nginx' } })
    expect(proxied.status).toBe(404)
    expect(await proxied.text()).not.toContain('faults')
  })

  it('makes `pnpm release faq health` say so and judge inconclusive within the hour, and not after it', async () => {
    const recent = await releaseHealth(clock + 5 * 60_000)
    expect(recent).toContainEqual(
      expect.stringMatching(
        /^warning: the collector \(1 server\) since .*: failed, the store failed: 4 time\(s\), the last at 2026-11-20T10:01:00\.000Z$/,
      ),
    )
    expect(recent).toContain(
      'warning: the collector lost field data in the last hour: a passing verdict is inconclusive, and a rollout holds',
    )
    clock += FAULT_WINDOW_MS + 60_000
    const later = await releaseHealth(clock)
    expect(later.some((line) => line.includes('lost field data'))).toBe(false)
  })

  it('turns a pass into inconclusive while the collector fails, leaves a fail a fail, and holds a rollout', () => {
    const failing = { lines: [], failing: true }
    const healthy = { lines: [], failing: false }
    const judged = (verdict: 'pass' | 'fail' | 'inconclusive') => ({
      verdict,
      bounded: verdict !== 'fail',
      metrics: [],
    })
    expect(unlessCollectorFailing(judged('pass'), failing)).toMatchObject({
      verdict: 'inconclusive',
      bounded: false,
    })
    expect(unlessCollectorFailing(judged('inconclusive'), failing).bounded).toBe(false)
    expect(unlessCollectorFailing(judged('fail'), failing).verdict).toBe('fail')
    expect(unlessCollectorFailing(judged('pass'), healthy)).toEqual(judged('pass'))
    expect(holdWhileCollectorFailing({ action: 'advance', percent: 25 }, failing).action).toBe('wait')
    expect(holdWhileCollectorFailing({ action: 'promote' }, failing).action).toBe('wait')
    expect(holdWhileCollectorFailing({ action: 'rollback' }, failing).action).toBe('rollback')
    expect(holdWhileCollectorFailing({ action: 'promote' }, healthy).action).toBe('promote')
  })
})
