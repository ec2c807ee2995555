// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from '../app-server'
import { openEventsDb, type EventsDb } from '../events-db/open'
import { insertViews } from '../test-support/test-events'
import { MAX_CUTS } from './route'

let db: EventsDb
let app: FastifyInstance
let root: string
const url =
  '/_internal/health/faq?stable=b41&canary=b42&since=2026-11-20T10:00:00Z&until=2026-11-20T12:00:00Z'

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'health-route-'))
  db = await openEventsDb()
  await insertViews(db, [
    {
      builds: { faq: { build: 'b42', source: 'canary' } },
      at: new Date('2026-11-20T11:00:00Z'),
      failed: 'faq',
    },
  ])
  app = await createAppServer({ root, kind: 'shell', shellOrigins: [], events: { db, retentionDays: 30 } })
}, 60_000)
afterAll(async () => {
  await app.close()
  await db.close()
  rmSync(root, { recursive: true, force: true })
})

describe('GET /_internal/health/:remote', () => {
  it("answers a client on this machine with both arms' aggregates", async () => {
    const response = await app.inject({ url, remoteAddress: '127.0.0.1' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toMatchObject({
      remote: 'faq',
      stable: { build: 'b41', pageViews: 0 },
      canary: { build: 'b42', pageViews: 1, erroredViews: 1 },
    })
  })

  it('cuts the buckets at the step changes it is given inside the window, and skips their minute', async () => {
    const response = await app.inject({
      url: `${url}&cuts=2026-11-20T10:57:30Z,2026-11-20T11:00:20Z,2026-11-21T00:00:00Z`,
      remoteAddress: '127.0.0.1',
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.cuts).toEqual(['2026-11-20T10:57:30.000Z', '2026-11-20T11:00:20.000Z'])
    expect(body.canary.series.map((point: { at: string }) => point.at).slice(11, 15)).toEqual([
      '2026-11-20T10:55:00.000Z',
      '2026-11-20T10:57:30.000Z',
      '2026-11-20T11:00:00.000Z',
      '2026-11-20T11:00:20.000Z',
    ])
    // The one view, at 11:00:00, is in the minute the second step began in: counted, in no bucket.
    expect(body.canary).toMatchObject({ pageViews: 1, erroredViews: 1 })
    expect(
      body.canary.series.reduce((sum: number, point: { pageViews: number }) => sum + point.pageViews, 0),
    ).toBe(0)
  })

  it.each([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a request forwarded by a proxy on this machine', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
  ])('is not found for %s', async (_who, options) => {
    const response = await app.inject({ url, remoteAddress: '127.0.0.1', ...options })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('erroredViews')
  })

  it.each([
    ['/_internal/health/faq?stable=b41&canary=B 42&since=2026-11-20T10:00:00Z', 400, 'canary'],
    ['/_internal/health/faq?stable=b41&canary=b42&since=yesterday', 400, 'since'],
    [
      '/_internal/health/faq?stable=b41&canary=b42&since=2026-11-20T10:00:00Z&until=2026-11-20T09:00:00Z',
      400,
      'until',
    ],
    ['/_internal/health/faq?stable=b41&canary=b42', 400, 'since'],
    ['/_internal/health/search?stable=b41&canary=b42&since=2026-11-20T10:00:00Z', 404, 'search'],
    [`${url}&cuts=yesterday`, 400, 'cuts.0: must be ISO date-times'],
    [`${url}&cuts=2026-11-20T11:00:00Z,`, 400, 'cuts.1: must be ISO date-times'],
    [`${url}&cuts=2026-11-20T11:00:00`, 400, 'with their offset'],
    [
      `${url}&cuts=${Array(MAX_CUTS + 1)
        .fill('2026-11-20T11:00:00Z')
        .join(',')}`,
      400,
      'at most 100',
    ],
    [`${url}&cuts=2026-11-20T11:00:00Z&cuts=2026-11-20T11:30:00Z`, 400, 'cuts'],
  ])('refuses %s with %i, naming the problem', async (path, status, named) => {
    const response = await app.inject({ url: path, remoteAddress: '127.0.0.1' })
    expect(response.statusCode).toBe(status)
    expect(response.json().error).toContain(named)
  })
})
