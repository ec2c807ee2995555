import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { request as httpRequest } from 'node:http'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { STATUS_TEXTS } from 'shell/tooling/lib/status-pages'
import { storageKeys } from 'shell/tooling/privacy/storage-registry'
import { paths } from 'shell/routes'
import { ORIGINS } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive, scrollThroughParts, untilLive } from '../support/live'

interface StoredEvent {
  batch: string
  view: string
  name: string
  page: string
  engine: string
  builds: Record<string, { build: string | null; source: string }>
  data: Record<string, unknown>
}

/**
 * One page view's events in the collector's store, read as the release tools read it: over loopback,
 * from the Node server. By view: the suite's other workers store events meanwhile, and a view's could
 * fall out of the newest thousand.
 */
async function storedEvents(request: APIRequestContext, since: string, view: string): Promise<StoredEvent[]> {
  const response = await request.get(
    `${ORIGINS.shell}/_internal/events?since=${since}&view=${view}&limit=1000`,
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { events: StoredEvent[] }).events
}

const BEACONS_KEY = 'e2e:beacons'

/**
 * Notes the page views of every batch the site's pages make from now on, in the origin's
 * localStorage, which outlives the page: Playwright never sees a beacon's request. The page builds
 * each batch as one JSON text in a Blob (store/event-beacon.ts), read here as it is made.
 */
async function noteBeacons(context: BrowserContext) {
  await context.addInitScript((key) => {
    const NativeBlob = window.Blob
    window.Blob = class extends NativeBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options)
        if (options?.type !== 'application/json' || typeof parts?.[0] !== 'string') return
        const { events = [] } = JSON.parse(parts[0]) as { events?: Array<Record<string, string>> }
        const views = events.filter((event) => event.event === 'page_view')
        // Read only when a page of the site builds a batch, never in Firefox's first about:blank.
        /* eslint-disable no-restricted-syntax */
        const noted = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]
        localStorage.setItem(
          key,
          JSON.stringify([...noted, ...views.map(({ view, path }) => ({ view, path }))]),
        )
        /* eslint-enable no-restricted-syntax */
      }
    }
  }, BEACONS_KEY)
}

/** The page views noted so far, read from a page of the site in the same context. */
const notedBeacons = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ view: string; path: string }>,
    BEACONS_KEY,
  )

/** The stored events of the page view the browser sent for `path`. */
async function eventsOfView(request: APIRequestContext, since: string, page: Page, path: string) {
  const view = (await notedBeacons(page)).find((pageView) => pageView.path === path)?.view
  return view === undefined ? [] : storedEvents(request, since, view)
}

/**
 * A script posting a batch as a page would (its Origin, JSON), but from `address`: another of this
 * machine's loopback addresses (all of 127/8), so another client than the suite's browsers.
 */
function postFrom(
  address: string,
  body: unknown,
): Promise<{ status: number; retryAfter?: string; text: string }> {
  const payload = Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${ORIGINS.shell}${COLLECTOR_PATH}`, {
      method: 'POST',
      localAddress: address,
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        origin: ORIGINS.shell,
      },
    })
    request.on('error', reject)
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () =>
        resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'], text }),
      )
    })
    request.end(payload)
  })
}

/** What release health would judge of a canary arm of `build`: its page views and LCP values. */
async function canaryArm(request: APIRequestContext, build: string, since: string, until: string) {
  const query = new URLSearchParams({ stable: build, canary: build, since, until })
  const response = await request.get(`${ORIGINS.shell}/_internal/health/faq?${query}`)
  expect(response.status()).toBe(200)
  const { canary } = (await response.json()) as {
    canary: { pageViews: number; erroredViews: number; vitals: { lcp: { n: number; p75: number | null } } }
  }
  return { pageViews: canary.pageViews, erroredViews: canary.erroredViews, lcp: canary.vitals.lcp }
}

/** Requests the page sends to the collector, from now on. */
function collectorRequests(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECTOR_PATH) sent.push(request.method())
  })
  return sent
}

/** The builds the page's page_view carried in the data layer, once it is there. */
const pageViewBuilds = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).flatMap((entry) =>
        'event' in entry && entry.event === 'page_view' ? [entry.builds] : [],
      )[0],
  )

const prompt = (page: Page) => page.getByRole('region', { name: 'Confidențialitatea ta' })
/** An address an ad would bring a visitor to: its parameters are not the page's, and are not kept. */
const fromAnAd = () => `${paths.home}?utm_campaign=collector&gclid=${crypto.randomUUID()}`

test.describe('first-party collection', { tag: ['@shell', '@local'] }, () => {
  test.describe('a first visit', () => {
    test.use({ consent: null })

    test('a visitor who accepts: the page view is stored within seconds of leaving it, carrying its builds and the time until live of each remote', async ({
      page,
      request,
      browserName,
    }) => {
      const since = new Date(Date.now() - 1000).toISOString()
      await noteBeacons(page.context())
      await openLive(page, fromAnAd())
      await prompt(page).getByRole('button', { name: 'Accept', exact: true }).click()
      await expect.poll(() => pageViewBuilds(page)).toBeTruthy()
      const builds = await pageViewBuilds(page)
      // The parts further down come alive as the visitor reads on (shell/src/remote/hydration-cue.ts).
      await scrollThroughParts(page)
      // Leaving the page hides it: the beacon goes then.
      await page.goto(paths.category('sloturi-online'))
      // Stored: the collector took the batch (202), from a page that names its Origin, as browsers do.
      await expect
        .poll(() => eventsOfView(request, since, page, paths.home), { timeout: 10_000 })
        .not.toEqual([])
      const events = await eventsOfView(request, since, page, paths.home)
      expect(events.map((event) => event.page)).toContain('home')
      // The address kept is the page's, without the ad's parameters.
      const pageView = events.find((event) => event.name === 'page_view')!
      expect(pageView.data.location).toBe(`${ORIGINS.shell}${paths.home}`)
      for (const event of events) {
        expect(event.builds, event.name).toEqual(builds)
        expect(event.engine).toBe(browserName)
      }
      expect(Object.keys(events[0]!.builds).length).toBeGreaterThan(0)
      // Each remote whose slots the page showed said how long after they were wanted they were live.
      const live = events.filter((event) => event.name === 'remote_live')
      expect(new Set(live.map((event) => event.data.remote))).toEqual(new Set(Object.keys(events[0]!.builds)))
      for (const event of live) expect(event.data.ms, String(event.data.module)).toBeGreaterThan(0)
    })

    test('a visitor who has not answered, or refuses, sends nothing to the collector', async ({ page }) => {
      const sent = collectorRequests(page)
      await openLive(page, paths.home)
      await page.goto(paths.category('sloturi-online'))
      await prompt(page).getByRole('button', { name: 'Refuz', exact: true }).click()
      await page.goto(paths.privacy)
      await page.goto(paths.home)
      expect(sent).toEqual([])
    })
  })

  test('events sent as the page closes arrive', async ({ page, request }) => {
    const since = new Date(Date.now() - 1000).toISOString()
    const sent = collectorRequests(page)
    await noteBeacons(page.context())
    await openLive(page, fromAnAd())
    await expect.poll(() => pageViewBuilds(page)).toBeTruthy()
    expect(sent).toEqual([])
    const context = page.context()
    await page.close({ runBeforeUnload: true })
    const reader = await context.newPage()
    await reader.goto(paths.privacy)
    await expect
      .poll(() => eventsOfView(request, since, reader, paths.home), { timeout: 10_000 })
      .not.toEqual([])
  })
  test('page views sent while the collector was down for a minute arrive once it is back', async ({
    page,
    request,
  }) => {
    const since = new Date(Date.now() - 1000).toISOString()
    const context = page.context()
    await noteBeacons(context)
    await page.clock.install()
    // The collector down: every batch answered as it answers while its store is away.
    const refused: string[] = []
    await context.route(`**${COLLECTOR_PATH}`, async (route) => {
      refused.push((JSON.parse(route.request().postData() ?? '{}') as { batch?: string }).batch ?? '')
      await route.fulfill({ status: 503, headers: { 'retry-after': '30' }, body: '' })
    })
    // Playwright cannot hold a request a closing page leaves behind: during the outage the page is
    // hidden in place (a switch of tabs), and the visitor moves on inside the app.
    const hide = () => page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await openLive(page, paths.home)
    await hide()
    await expect.poll(() => refused.length).toBe(1)
    await page
      .locator(`main a[href="${paths.category('sloturi-online')}"]`)
      .first()
      .click()
    await expect(page).toHaveURL(paths.category('sloturi-online'))
    await untilLive(page)
    await hide()
    // The category page's batch alone: the home page's waits out the collector's Retry-After.
    await expect.poll(() => refused.length).toBe(2)
    expect(new Set(refused).size).toBe(2)
    expect(await eventsOfView(request, since, page, paths.home)).toEqual([])
    // The page has read both refusals (each kept until its Retry-After): the route answered before
    // the page did, and a refusal read after the clock moves would wait its 30 s from then.
    const waiting = async () => {
      const kept = await page.evaluate((key) => localStorage.getItem(key), storageKeys.unsentEvents.key)
      const batches = JSON.parse(kept ?? '[]') as Array<{ id: string; notBefore: number }>
      return batches.filter((batch) => batch.notBefore > 0).map((batch) => batch.id)
    }
    await expect.poll(waiting).toEqual(expect.arrayContaining(refused))

    // A minute later it is back: leaving the page sends what waits, with the same ids.
    await context.unroute(`**${COLLECTOR_PATH}`)
    await page.clock.fastForward('01:00')
    await openLive(page, paths.privacy)
    const batches = new Set<string>()
    for (const path of [paths.home, paths.category('sloturi-online')]) {
      await expect
        .poll(() => eventsOfView(request, since, page, path), { message: path, timeout: 10_000 })
        .not.toEqual([])
      for (const event of await eventsOfView(request, since, page, path)) batches.add(event.batch)
    }
    for (const batch of refused) expect(batches.has(batch), batch).toBe(true)
  })

  test('a scripted flood from one client is answered 429 past its limit, and moves release health no further', async ({
    request,
  }, testInfo) => {
    const since = new Date(Date.now() - 1000).toISOString()
    const until = new Date(Date.now() + 10 * 60_000).toISOString()
    const record = (await (await request.get(`${ORIGINS.shell}/release-record.json`)).json()) as {
      remotes: { faq: { stable: { build: string } } }
    }
    const build = record.remotes.faq.stable.build
    // Forged canary views of a build the record knows, each with an 8-second LCP: the arm a canary of
    // this build would be judged by, which none of the suite's browsers is in.
    const forged = () => ({
      batch: crypto.randomUUID(),
      events: Array.from({ length: 25 }, () => {
        const view = crypto.randomUUID()
        const base = { builds: { faq: { build, source: 'canary' } }, view, page: 'home' }
        return [
          { event: 'page_view', path: '/', title: 'Păcănele Online', location: `${ORIGINS.shell}/`, ...base },
          { event: 'web_vital', name: 'LCP', value: 8000, rating: 'poor', id: view, ...base },
        ]
      }).flat(),
    })
    // A client of its own each time it runs: a retry is not limited by the try before it.
    const flooder = `127.0.${testInfo.workerIndex + 1}.${testInfo.retry + 2}`
    const before = await canaryArm(request, build, since, until)
    const first = await postFrom(flooder, forged())
    const second = await postFrom(flooder, forged())
    expect([first.status, second.status]).toEqual([202, 429])
    expect(Number(second.retryAfter)).toBeGreaterThan(0)
    expect(second.text).toContain(STATUS_TEXTS[429].title)
    const atTheLimit = await canaryArm(request, build, since, until)
    expect(atTheLimit.pageViews - before.pageViews).toBe(25)
    // The rest of the 1 500 forged page views, in under a minute: every batch refused, nothing counted.
    for (let batch = 2; batch < 60; batch++) expect((await postFrom(flooder, forged())).status).toBe(429)
    expect(await canaryArm(request, build, since, until)).toEqual(atTheLimit)
  })
})
