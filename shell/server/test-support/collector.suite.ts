/**
 * The collector's behaviour, run against the real shell server on a real store: PGlite
 * (collector.test.ts) and a throwaway Postgres cluster (collector.postgres.test.ts) answer the same.
 */
import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STATUS_TEXTS } from 'shell/tooling/lib/status-pages'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { createAppServer } from '../app-server'
import type { EventsDb } from '../events-db/open'
import { forgetAllEvents } from './test-events'
import { CLIENT_LIMITS } from '../collector/client-limits'
import { INTERNAL_EVENTS_PATH } from '../collector/collector'
import { hostileBodies } from './hostile-bodies'
import { REPLACED_BUILD_GRACE_MS } from '../collector/known-builds'
import type { StoredEvent } from '../collector/read-events'

const SHELL_ORIGIN = 'http://localhost:4173'
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** A store the suite can open again, as a restarted server would. */
export interface StoreUnderTest {
  open: () => Promise<EventsDb>
  /** Removes what the suite left (a folder, a cluster). */
  dispose: () => Promise<void>
}

const entry = (remote: string, build: string) => `https://${remote}.example.ro/${build}/remoteEntry.js`
/**
 * The release record the shell serves: the builds the suite's pages carry (hostile-bodies.ts's too,
 * and pageViewEvent's): the collector refuses a stamp naming a build it does not know.
 */
export const releaseRecord = (faqStable = 'b1') => ({
  version: 2,
  remotes: {
    faq: {
      stable: { build: faqStable, entry: entry('faq', faqStable) },
      canary: { build: 'b7', percent: 5, salt: 'sare' },
      candidates: { b7: { entry: entry('faq', 'b7') } },
      blocked: [],
    },
    home: { stable: { build: 'b3', entry: entry('home', 'b3') }, candidates: {}, blocked: [] },
  },
})

export function deployedShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'collector-shell-'))
  writeFileSync(join(root, 'release-record.json'), JSON.stringify(releaseRecord()))
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="ro"><title>frame</title></html>')
  mkdirSync(join(root, 'composed'))
  writeFileSync(join(root, 'composed/404.html'), '<!doctype html><title>404</title>')
  writeFileSync(
    join(root, 'composed/index.json'),
    JSON.stringify({ pages: {}, notFound: '404.html', frame: '404.html', styleHashes: [] }),
  )
  return root
}

export const uuid = () => crypto.randomUUID()

export function pageViewEvent(view: string, extra: Record<string, unknown> = {}) {
  return {
    event: 'page_view',
    path: '/',
    title: 'Păcănele Online',
    location: 'http://localhost:4173/?utm_source=x&gclid=abc',
    builds: { faq: { build: 'b7', source: 'canary' }, home: { build: 'b3', source: 'stable' } },
    view,
    page: 'home',
    ...extra,
  }
}

export function describeCollector(storeName: string, makeStore: () => Promise<StoreUnderTest>) {
  // A store's first start (initdb, in WASM or not) takes seconds on a loaded machine.
  describe(`the collector on ${storeName}`, { timeout: 60_000 }, () => {
    let store: StoreUnderTest
    let db: EventsDb
    let server: FastifyInstance
    let origin: string
    const root = deployedShell()

    async function start(maxQueued?: number) {
      db = await store.open()
      server = await createAppServer({
        root,
        kind: 'shell',
        shellOrigins: [SHELL_ORIGIN],
        events: { db, retentionDays: 30, maxQueued },
      })
      await server.listen({ port: 0, host: '127.0.0.1' })
      origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
    }
    async function stop() {
      await server.close()
      await db.close()
    }
    /** Each client a visitor of its own, on an address of its own (all of 127/8 is this machine). */
    let clients = 0
    const newClient = () => `127.0.${Math.floor(++clients / 250) + 1}.${(clients % 250) + 2}`
    const post = (body: unknown, headers: Record<string, string> = {}, method = 'POST', from = newClient()) =>
      new Promise<Response>((resolve, reject) => {
        const payload =
          method === 'GET'
            ? undefined
            : typeof body === 'string' || body instanceof Uint8Array
              ? Buffer.from(body)
              : Buffer.from(JSON.stringify(body))
        const sent = Object.entries({
          'content-type': 'application/json',
          'user-agent': CHROME_UA,
          origin: SHELL_ORIGIN,
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...headers,
        }).filter(([, value]) => value !== '')
        const request = httpRequest(`${origin}${COLLECTOR_PATH}`, {
          method,
          localAddress: from,
          headers: Object.fromEntries(sent),
        })
        request.on('error', reject)
        request.on('response', (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const answer = new Headers()
            for (const [name, value] of Object.entries(response.headers))
              if (value !== undefined) answer.set(name, String(value))
            resolve(new Response(Buffer.concat(chunks), { status: response.statusCode, headers: answer }))
          })
        })
        request.end(payload)
      })
    const count = async () =>
      (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events')).rows[0]!.count
    const stored = async () => {
      const response = await fetch(`${origin}${INTERNAL_EVENTS_PATH}?limit=1000`)
      return ((await response.json()) as { events: StoredEvent[] }).events
    }

    beforeAll(async () => {
      store = await makeStore()
      await start()
    }, 120_000)
    afterAll(async () => {
      await stop()
      await store.dispose()
      rmSync(root, { recursive: true, force: true })
    }, 60_000)
    beforeEach(async () => {
      await forgetAllEvents(db)
    })

    it('stores a batch once committed, with the registry fields, a coarse engine and the page kind', async () => {
      const view = uuid()
      const response = await post({
        batch: uuid(),
        events: [
          pageViewEvent(view, { email: 'a@b.ro', ip: '10.0.0.1' }),
          { event: 'search', query: 'book', results: 3, builds: {}, view, page: 'search', preview: true },
        ],
      })
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ accepted: 2 })
      const events = await stored()
      expect(events.map((event) => event.name).sort()).toEqual(['page_view', 'search'])
      const pageView = events.find((event) => event.name === 'page_view')!
      expect(pageView).toMatchObject({ view, page: 'home', engine: 'chromium', preview: false })
      expect(pageView.builds).toEqual({
        faq: { build: 'b7', source: 'canary' },
        home: { build: 'b3', source: 'stable' },
      })
      expect(pageView.data).toEqual({
        path: '/',
        title: 'Păcănele Online',
        location: 'http://localhost:4173/',
      })
      expect(events.find((event) => event.name === 'search')).toMatchObject({
        preview: true,
        data: { query: 'book', results: 3 },
      })
    })

    it('keeps no IP address and no user agent string anywhere in a row', async () => {
      await post({ batch: uuid(), events: [pageViewEvent(uuid())] }, { 'x-forwarded-for': '203.0.113.9' })
      const { rows } = await db.query('SELECT * FROM events')
      const row = JSON.stringify(rows)
      expect(rows).toHaveLength(1)
      expect(row).not.toContain('127.0.0.1')
      expect(row).not.toContain('203.0.113.9')
      expect(row).not.toContain('Mozilla')
      expect(row).not.toContain('Chrome/')
    })

    it("stores a replayed batch once, and counts it once in release health's rollup", async () => {
      const [first, second] = [uuid(), uuid()]
      const { builds, page } = pageViewEvent(first)
      const batch = {
        batch: uuid(),
        events: [
          pageViewEvent(first),
          pageViewEvent(second),
          {
            event: 'web_vital',
            name: 'LCP',
            value: 1234.4,
            rating: 'good',
            id: 'v1',
            builds,
            view: first,
            page,
          },
          {
            event: 'remote_error',
            remote: 'faq',
            module: './Faq',
            reason: 'timeout',
            builds,
            view: first,
            page,
          },
        ],
      }
      for (let replay = 0; replay < 3; replay++) expect((await post(batch)).status).toBe(202)
      expect(await count()).toBe(4)
      const views = await db.query(
        'SELECT remote, source, build, page_views, errored_views FROM health_views ORDER BY remote',
      )
      expect(views.rows).toEqual([
        { remote: 'faq', source: 'canary', build: 'b7', page_views: 2, errored_views: 1 },
        { remote: 'home', source: 'stable', build: 'b3', page_views: 2, errored_views: 0 },
      ])
      const values = await db.query('SELECT remote, metric, value, count FROM health_values ORDER BY remote')
      expect(values.rows).toEqual([
        { remote: 'faq', metric: 'LCP', value: 1234, count: 1 },
        { remote: 'home', metric: 'LCP', value: 1234, count: 1 },
      ])
    })

    it('answers each batch by its own outcome: one the store refuses fails alone, its neighbours are stored', async () => {
      await db.query(`ALTER TABLE events ADD CONSTRAINT refuse_test CHECK (data ->> 'title' <> 'refuză-mă')`)
      try {
        const batches = ['întâi', 'bună', 'refuză-mă', 'și asta'].map((title) => ({
          batch: uuid(),
          events: [pageViewEvent(uuid(), { title })],
        }))
        const statuses = await Promise.all(batches.map(async (batch) => (await post(batch)).status))
        expect(statuses).toEqual([202, 202, 400, 202])
        const titles = (await stored()).map((event) => event.data.title).sort()
        expect(titles).toEqual(['bună', 'întâi', 'și asta'])
      } finally {
        await db.query('ALTER TABLE events DROP CONSTRAINT refuse_test')
      }
    })

    it(`answers ${hostileBodies.length} hostile bodies as the site refuses, storing nothing of them`, async () => {
      expect(hostileBodies.length).toBeGreaterThanOrEqual(60)
      for (const hostile of hostileBodies) {
        const response = await post(hostile.body, hostile.headers, hostile.method)
        expect(response.status, hostile.what).toBe(hostile.status)
        if (hostile.status !== 202) {
          expect(response.headers.get('content-type'), hostile.what).toMatch(/^text\/html/)
          expect(await response.text(), hostile.what).toContain(STATUS_TEXTS[hostile.status].title)
        } else expect(await response.json(), hostile.what).toEqual({ accepted: 0 })
        if (hostile.status === 405) expect(response.headers.get('allow'), hostile.what).toBe('POST')
        expect(await count(), hostile.what).toBe(0)
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })

    it('lets only this machine read the store, and never through a proxy', async () => {
      await post({ batch: uuid(), events: [pageViewEvent(uuid())] })
      expect((await stored()).length).toBe(1)
      const proxied = await fetch(`${origin}${INTERNAL_EVENTS_PATH}`, { headers: { via: '1.1 nginx' } })
      expect(proxied.status).toBe(404)
      expect(await proxied.text()).not.toContain('page_view')
      const bad = await fetch(`${origin}${INTERNAL_EVENTS_PATH}?since=ieri`)
      expect(bad.status).toBe(400)
      const later = await fetch(
        `${origin}${INTERNAL_EVENTS_PATH}?since=${new Date(Date.now() + 60_000).toISOString()}`,
      )
      expect(await later.json()).toEqual({ events: [] })
    })

    it("reads one page view's events however many newer ones the store holds", async () => {
      const view = uuid()
      await post({ batch: uuid(), events: [pageViewEvent(view)] })
      // Newer events than the reader's limit: the view's own are past it in the newest ones.
      await post({ batch: uuid(), events: Array.from({ length: 3 }, () => pageViewEvent(uuid())) })
      const read = async (query: string) =>
        (
          (await (await fetch(`${origin}${INTERNAL_EVENTS_PATH}?${query}`)).json()) as {
            events: StoredEvent[]
          }
        ).events
      expect((await read('limit=3')).map((event) => event.view)).not.toContain(view)
      expect((await read(`limit=3&view=${view}`)).map((event) => event.view)).toEqual([view])
      expect(await read(`view=${uuid()}`)).toEqual([])
      expect((await fetch(`${origin}${INTERNAL_EVENTS_PATH}?view=1' OR 1=1`)).status).toBe(400)
    })

    it('answers 503 with Retry-After when its queue is full, and stores every batch it acknowledged', async () => {
      await stop()
      await start(1)
      let release!: () => void
      let locked!: () => void
      const isLocked = new Promise<void>((resolve) => (locked = resolve))
      // Another writer holds the table: the collector's first batch waits in its commit, the second in
      // the queue, and a third finds the queue full.
      const holder = db.transaction(async (tx) => {
        await tx.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE')
        locked()
        await new Promise<void>((resolve) => (release = resolve))
      })
      await isLocked
      const batches = [0, 1, 2].map(() => ({ batch: uuid(), events: [pageViewEvent(uuid())] }))
      const answers = batches.map((batch) => post(batch))
      const first = await Promise.race(answers)
      expect(first.status).toBe(503)
      expect(first.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await first.text()).toContain(STATUS_TEXTS[503].title)
      release()
      await holder
      const statuses = await Promise.all(answers.map(async (answer) => (await answer).status))
      expect(statuses.sort()).toEqual([202, 202, 503])
      expect(await count()).toBe(2)
      await stop()
      await start()
    })

    it("keeps of a page view's address only its path and the parameters its page reads", async () => {
      const response = await post({
        batch: uuid(),
        events: [
          pageViewEvent(uuid(), {
            path: '/sloturi-online',
            page: 'category',
            location: 'https://pacanele.ro/sloturi-online?utm_source=x&pagina=2&fbclid=y#top',
          }),
          pageViewEvent(uuid(), { location: 'https://pacanele.ro/?gclid=1&s=book&utm_medium=cpc' }),
        ],
      })
      expect(response.status).toBe(202)
      const locations = (await stored()).map((event) => event.data.location).sort()
      expect(locations).toEqual([
        'https://pacanele.ro/?s=book',
        'https://pacanele.ro/sloturi-online?pagina=2',
      ])
      const rows = JSON.stringify((await db.query('SELECT * FROM events')).rows)
      for (const dropped of ['utm_', 'gclid', 'fbclid', '#top']) expect(rows).not.toContain(dropped)
    })

    it('refuses a POST without an Origin, storing nothing, and takes the same batch from a page', async () => {
      const batch = { batch: uuid(), events: [pageViewEvent(uuid())] }
      const refused = await post(batch, { origin: '' })
      expect(refused.status).toBe(403)
      expect(await refused.text()).toContain(STATUS_TEXTS[403].title)
      expect(await count()).toBe(0)
      expect((await post(batch)).status).toBe(202)
      expect(await count()).toBe(1)
    })

    it('answers a flood from one address 429 with Retry-After past its limits and stores nothing beyond them, while another address is served', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        const flooder = '127.200.0.1'
        // The flood that once failed a healthy canary: 1 500 forged page views in 60 batches.
        const forged = () => ({
          batch: uuid(),
          events: Array.from({ length: 25 }, () => pageViewEvent(uuid())),
        })
        const answers: Response[] = []
        for (let sent = 0; sent < 60; sent++) answers.push(await post(forged(), {}, 'POST', flooder))
        expect(answers.map((answer) => answer.status)).toEqual([202, ...Array<number>(59).fill(429)])
        const retryAfter = Number(answers[1]!.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(60)
        expect(await answers[1]!.text()).toContain(STATUS_TEXTS[429].title)
        expect(await count()).toBe(25)
        expect((await post({ batch: uuid(), events: [pageViewEvent(uuid())] })).status).toBe(202)
        expect(await count()).toBe(26)
        // What was refused counted against nothing: a minute later the address is served within its
        // limits again, 25 page views of the 30 a minute, and no more.
        vi.setSystemTime(Date.now() + 61_000)
        const later = await Promise.all([0, 1].map(() => post(forged(), {}, 'POST', flooder)))
        expect(later.map((answer) => answer.status).sort()).toEqual([202, 429])
        expect(await count()).toBe(51)
      } finally {
        vi.useRealTimers()
      }
    })

    it("counts a client's batches each minute and its page views each hour", async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        const client = '127.200.0.2'
        const empty = () => post({ batch: uuid(), events: [] }, {}, 'POST', client)
        for (let sent = 0; sent < CLIENT_LIMITS.batchesPerMinute; sent++)
          expect((await empty()).status).toBe(202)
        const refused = await empty()
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        const perMinute = CLIENT_LIMITS.pageViewsPerMinute
        const minutes = CLIENT_LIMITS.pageViewsPerHour / perMinute
        const views = () => ({
          batch: uuid(),
          events: Array.from({ length: perMinute }, () => pageViewEvent(uuid())),
        })
        for (let minute = 0; minute < minutes; minute++) {
          vi.setSystemTime(Date.now() + 61_000)
          expect((await post(views(), {}, 'POST', client)).status, `minute ${minute}`).toBe(202)
        }
        vi.setSystemTime(Date.now() + 61_000)
        const pastTheHour = await post(views(), {}, 'POST', client)
        expect(pastTheHour.status).toBe(429)
        expect(Number(pastTheHour.headers.get('retry-after'))).toBeGreaterThan(60)
        expect(await count()).toBe(CLIENT_LIMITS.pageViewsPerHour)
      } finally {
        vi.useRealTimers()
      }
    })

    it('keeps every acknowledged batch across a restart of the server', async () => {
      const batches = Array.from({ length: 20 }, () => ({ batch: uuid(), events: [pageViewEvent(uuid())] }))
      const statuses = await Promise.all(batches.map(async (batch) => (await post(batch)).status))
      expect(statuses.every((status) => status === 202)).toBe(true)
      await stop()
      await start()
      expect(await count()).toBe(20)
    })

    it('refuses a batch naming a build the served release record does not know; a replaced build is taken for a day', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const promoted = { faq: { build: 'b6', source: 'stable' }, home: { build: 'b3', source: 'stable' } }
      const batchOf = (builds: unknown) => ({ batch: uuid(), events: [pageViewEvent(uuid(), { builds })] })
      const replaced = { faq: { build: 'b1', source: 'stable' } }
      try {
        expect((await post(batchOf(promoted))).status).toBe(403)
        expect(await count()).toBe(0)
        // A team releases: b6 becomes faq's stable, and the record no longer names b1.
        writeFileSync(join(root, 'release-record.json'), JSON.stringify(releaseRecord('b6')))
        vi.setSystemTime(Date.now() + 2_000)
        expect((await post(batchOf(promoted))).status).toBe(202)
        // A page loaded before the release still sends its events.
        expect((await post(batchOf(replaced))).status).toBe(202)
        vi.setSystemTime(Date.now() + REPLACED_BUILD_GRACE_MS + 2_000)
        expect((await post(batchOf(replaced))).status).toBe(403)
        expect(await count()).toBe(2)
      } finally {
        vi.useRealTimers()
        writeFileSync(join(root, 'release-record.json'), JSON.stringify(releaseRecord()))
        // A fresh server: the deploy cache and the known builds start again from the restored record.
        await stop()
        await start()
      }
    })
  })
}
