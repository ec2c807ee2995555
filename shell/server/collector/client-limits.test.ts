// @vitest-environment node
/**
 * The per-client limits hold as documented: each keeps the clients it says, a batch refused by one
 * limit counts against no other, and behind trusted proxies each visitor is a client of its own. The
 * real shell server on a real (in-memory) PGlite store; its clock is the collector's `now`.
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
import { CLIENT_LIMITS, CLIENTS_HELD, clientLimits } from './client-limits'
import { ClientWindows } from './client-windows'
import { INTERNAL_COLLECTOR_PATH } from './collector'
import { pageViewEvent, releaseRecord, uuid } from '../test-support/collector.suite'
import type { CollectorHealth } from './fleet-faults'

const SHELL_ORIGIN = 'http://localhost:4173'
let db: EventsDb
let dir: string
let clock = Date.parse('2026-11-20T10:00:00Z')
const servers: FastifyInstance[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-limits-'))
  writeFileSync(join(dir, 'release-record.json'), JSON.stringify(releaseRecord()))
  db = await openEventsDb()
}, 60_000)
afterAll(async () => {
  for (const server of servers) await server.close()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function startServer(trustProxy?: string[]): Promise<string> {
  const server = await createAppServer({
    root: dir,
    kind: 'shell',
    shellOrigins: [SHELL_ORIGIN],
    events: { db, retentionDays: 30, now: () => new Date(clock) },
    trustProxy,
  })
  servers.push(server)
  await server.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}

const post = (origin: string, pageViews: number, headers: Record<string, string> = {}) =>
  fetch(`${origin}${COLLECTOR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN, ...headers },
    body: JSON.stringify({
      batch: uuid(),
      events: Array.from({ length: pageViews }, () => pageViewEvent(uuid())),
    }),
  })
const refusals = async (origin: string) =>
  Object.fromEntries(
    ((await (await fetch(`${origin}${INTERNAL_COLLECTOR_PATH}`)).json()) as CollectorHealth).faults
      .filter((fault) => fault.kind === 'refused')
      .map((fault) => [fault.reason, fault.count]),
  )

describe('the per-client limits', { timeout: 120_000 }, () => {
  it(`each keep ${CLIENTS_HELD} clients, forgetting the least recently counted first`, () => {
    const windows = new ClientWindows(1, 60_000, CLIENTS_HELD, () => clock)
    for (let client = 0; client < CLIENTS_HELD; client++) windows.add(`client ${client}`, 1)
    expect(windows.wait('client 0', 1)).toBe(60)
    windows.add('client 0', 0) // counted again: now the most recent
    windows.add('one more', 1)
    expect(windows.size).toBe(CLIENTS_HELD)
    expect(windows.wait('client 0', 1)).toBe(60)
    expect(windows.wait('client 1', 1)).toBeNull()
    const limits = clientLimits()
    for (const held of [limits.windows.batches, ...limits.windows.pageViews])
      expect(held.held).toBe(CLIENTS_HELD)
  })

  it('count a batch refused by one limit against no other', async () => {
    const origin = await startServer()
    const perMinute = CLIENT_LIMITS.pageViewsPerMinute
    // A minute's page views in one batch, then more batches than the batch limit, each refused for
    // its page view: had they counted as batches, the last would be refused as one too many.
    expect((await post(origin, perMinute)).status).toBe(202)
    for (let batch = 0; batch < CLIENT_LIMITS.batchesPerMinute + 5; batch++)
      expect((await post(origin, 1)).status).toBe(429)
    expect(await refusals(origin)).toEqual({
      'too many page views a minute': CLIENT_LIMITS.batchesPerMinute + 5,
    })
    // Nor against the hour: its every minute's allowance is taken in full, to the last page view.
    for (let minute = 1; minute < CLIENT_LIMITS.pageViewsPerHour / perMinute; minute++) {
      clock += 61_000
      expect((await post(origin, perMinute)).status, `minute ${minute}`).toBe(202)
    }
    clock += 61_000
    const pastTheHour = await post(origin, 1)
    expect(pastTheHour.status).toBe(429)
    expect(Number(pastTheHour.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(await refusals(origin)).toMatchObject({ 'too many page views an hour': 1 })
  })

  it('count each visitor behind a trusted proxy as a client of their own, and believe no one else', async () => {
    const behindProxy = await startServer(['127.0.0.1'])
    const direct = await startServer()
    const from = (address: string) => ({ 'x-forwarded-for': address })
    clock += 3_600_000
    const batches = CLIENT_LIMITS.batchesPerMinute
    for (let batch = 0; batch < batches; batch++) {
      expect((await post(behindProxy, 0, from('203.0.113.1'))).status).toBe(202)
      expect((await post(direct, 0, from('203.0.113.1'))).status).toBe(202)
    }
    expect((await post(behindProxy, 0, from('203.0.113.1'))).status).toBe(429)
    expect((await post(behindProxy, 0, from('203.0.113.2'))).status).toBe(202)
    // Not trusted, the header names nobody: every request is the socket's one client.
    expect((await post(direct, 0, from('203.0.113.2'))).status).toBe(429)
  })
})
