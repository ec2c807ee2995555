import type { APIRequestContext, Page } from '@playwright/test'
import { COLLECTOR_PATH } from 'shell-internal/e2e/privacy/collection'
import { paths } from 'shell/routes'
import { ORIGINS } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive, scrollThroughParts } from '../support/live'

interface StoredEvent {
  view: string
  name: string
  page: string
  engine: string
  builds: Record<string, { build: string | null; source: string }>
  data: Record<string, unknown>
}

/** The collector's store, read as the release tools read it: over loopback, from the Node server. */
async function storedEvents(request: APIRequestContext, since: string): Promise<StoredEvent[]> {
  const response = await request.get(`${ORIGINS.shell}/_internal/events?since=${since}&limit=1000`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { events: StoredEvent[] }).events
}

/** The stored events of the page view whose address carried `marker` (its page_view's location). */
async function eventsOfView(request: APIRequestContext, since: string, marker: string) {
  const events = await storedEvents(request, since)
  const view = events.find(
    (event) => event.name === 'page_view' && String(event.data.location).includes(marker),
  )
  return view ? events.filter((event) => event.view === view.view) : []
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
const marked = () => `${paths.home}?utm_campaign=collector-${crypto.randomUUID()}`

test.describe('first-party collection', { tag: ['@shell', '@local'] }, () => {
  test.describe('a first visit', () => {
    test.use({ consent: null })

    test('a visitor who accepts: the page view is stored within seconds of leaving it, carrying its builds and the time until live of each remote', async ({
      page,
      request,
      browserName,
    }) => {
      const since = new Date(Date.now() - 1000).toISOString()
      const address = marked()
      await openLive(page, address)
      await prompt(page).getByRole('button', { name: 'Accept', exact: true }).click()
      await expect.poll(() => pageViewBuilds(page)).toBeTruthy()
      const builds = await pageViewBuilds(page)
      // The parts further down come alive as the visitor reads on (shell/src/remote/hydration-cue.ts).
      await scrollThroughParts(page)
      // Leaving the page hides it: the beacon goes then.
      await page.goto(paths.category('sloturi-online'))
      await expect.poll(() => eventsOfView(request, since, address), { timeout: 10_000 }).not.toEqual([])
      const events = await eventsOfView(request, since, address)
      expect(events.map((event) => event.page)).toContain('home')
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
    const address = marked()
    const sent = collectorRequests(page)
    await openLive(page, address)
    await expect.poll(() => pageViewBuilds(page)).toBeTruthy()
    expect(sent).toEqual([])
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => eventsOfView(request, since, address), { timeout: 10_000 }).not.toEqual([])
  })
})
