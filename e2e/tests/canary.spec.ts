import { isExposedChunk } from 'shell/tooling/federation/plugin/chunk-names'
import type { Page } from '@playwright/test'
import { canaryThreshold } from 'shell/tooling/release/bucket'
import { expect, test } from '../support/fixtures'
import { CANARY_SALT, visitorContext, visitorWhose, VISITOR_KEY } from '../support/canary-visitors'
import { DEPLOY_BASE_PORTS, entryAt, originAt, remoteRoot } from '../support/apps'
import { NEW_QUESTION, OLD_QUESTION } from '../support/faq-release'
import { interactThenHide } from '../support/web-vitals'
import {
  CANDIDATE,
  deployReleaseSite,
  pageViewBuilds,
  STABLE,
  watchFaqOrigins,
  type ReleaseSite,
} from '../support/release-site'
import { openLive, scrollThroughParts } from '../support/live'

/** The performance entries each web vital is measured from. */
const VITAL_ENTRY_TYPES = { CLS: 'layout-shift', INP: 'event', LCP: 'largest-contentful-paint' }

test.describe('canary releases', { tag: ['@faq', '@local'] }, () => {
  // One site and one candidate build for the whole file: its tests run in order, in one worker.
  test.describe.configure({ mode: 'default' })
  let site: ReleaseSite
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await deployReleaseSite(DEPLOY_BASE_PORTS.canary, DEPLOY_BASE_PORTS.canaryCandidate)
  })
  test.afterAll(() => site?.stop())

  /** Loads the home page and says which FAQ build it ran, checked against what it showed and fetched. */
  async function faqBuildOn(page: Page): Promise<string> {
    const origins = watchFaqOrigins(page)
    await openLive(page, `${site.shellOrigin}/`)
    // The FAQ is further down: its build runs when the visitor comes near it.
    await scrollThroughParts(page)
    const { builds } = (await pageViewBuilds(page)) as {
      builds: Record<string, { build: string; source: string }>
    }
    const faq = builds.faq!
    const shown = faq.source === 'canary' ? NEW_QUESTION : OLD_QUESTION
    await expect(
      page.locator(remoteRoot('faq')).getByRole('heading', { level: 3, name: shown }),
    ).toBeVisible()
    expect(origins.includes(site.candidateOrigin), `${faq.build} fetched from the candidate's origin`).toBe(
      faq.source === 'canary',
    )
    expect(faq).toEqual(
      faq.source === 'canary' ? { build: CANDIDATE, source: 'canary' } : { build: STABLE, source: 'stable' },
    )
    return faq.source
  }

  test('a canary takes nobody at 0 %, everybody at 100 %, the same visitors on every load at 50 %, keeps them as it rises, and a blocked build never loads', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const canary = (percent: number) => ({ canary: { build: CANDIDATE, percent, salt: CANARY_SALT } })
    // `inside` is in the canary from 50 % on, `outside` only above 80 %.
    const inside = visitorWhose((bucket) => bucket < canaryThreshold(50))
    const outside = visitorWhose((bucket) => bucket >= canaryThreshold(80))
    const insideContext = await visitorContext(await browser.newContext(), inside)
    const outsideContext = await visitorContext(await browser.newContext(), outside)
    try {
      const [insidePage, outsidePage] = await Promise.all([insideContext.newPage(), outsideContext.newPage()])
      const sides = async () => [await faqBuildOn(insidePage), await faqBuildOn(outsidePage)]

      await site.release(request, canary(0))
      expect(await sides()).toEqual(['stable', 'stable'])
      await site.release(request, canary(100))
      expect(await sides()).toEqual(['canary', 'canary'])

      await site.release(request, canary(50))
      for (let load = 0; load < 3; load += 1) expect(await sides()).toEqual(['canary', 'stable'])
      await site.release(request, canary(80))
      expect(await sides()).toEqual(['canary', 'stable'])
      // The site kept each browser's id: the buckets came from the ids it was given.
      expect(await insidePage.evaluate((key) => localStorage.getItem(key), VISITOR_KEY)).toBe(inside)

      await site.release(request, canary(0))
      expect(await sides()).toEqual(['stable', 'stable'])
      await site.release(request, { ...canary(100), blocked: [CANDIDATE] })
      expect(await sides()).toEqual(['stable', 'stable'])
    } finally {
      await insideContext.close()
      await outsideContext.close()
    }
  })

  test("a canary build that fails reports remote_error naming that build; every event carries the page's builds", async ({
    page,
    request,
  }) => {
    const down = 'b45'
    await site.release(request, {
      candidates: { [down]: { entry: entryAt(originAt(DEPLOY_BASE_PORTS.canaryDown)) } },
      canary: { build: down, percent: 100, salt: `faq-${down}` },
    })
    await openLive(page, `${site.shellOrigin}/`)
    await scrollThroughParts(page)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nu am putut încărca întrebările frecvente' }),
    ).toBeVisible()
    const builds = {
      home: { build: 'h1', source: 'stable' },
      categories: { build: 'c1', source: 'stable' },
      faq: { build: down, source: 'canary' },
    }
    await expect
      .poll(() => page.evaluate(() => window.dataLayer ?? []))
      .toContainEqual({
        event: 'remote_error',
        remote: 'faq',
        module: 'Faq',
        reason: 'unreachable',
        build: down,
        source: 'canary',
        builds,
      })
    // The events: Consent Mode's commands (gtag's arguments objects) carry no builds.
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => 'event' in entry))
    expect(events.map((event) => event.event)).toContain('page_view')
    for (const event of events) expect(event, String(event.event)).toMatchObject({ builds })
    expect(events.some((event) => 'preview' in event)).toBe(false)
  })

  test("a visit reports LCP, INP (after an interaction) and CLS, each the browser measures, with the page's builds", async ({
    page,
    request,
  }) => {
    await site.release(request)
    await openLive(page, `${site.shellOrigin}/`)
    await interactThenHide(
      page,
      page.locator(remoteRoot('faq')).getByRole('heading', { level: 3, name: OLD_QUESTION }),
    )
    const vitals = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((event) => event.event === 'web_vital'),
    )
    // Each metric the browser measures: Firefox has no layout-shift entries, so no CLS to report.
    const measured = await page.evaluate(() => PerformanceObserver.supportedEntryTypes)
    const metrics = Object.entries(VITAL_ENTRY_TYPES)
      .filter(([, entryType]) => measured.includes(entryType))
      .map(([name]) => name)
    expect(metrics).toEqual(expect.arrayContaining(['INP', 'LCP']))
    expect(vitals.map((event) => event.name).sort()).toEqual(metrics.sort())
    for (const vital of vitals) {
      expect(vital).toMatchObject({
        value: expect.any(Number),
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        builds: expect.objectContaining({ faq: { build: STABLE, source: 'stable' } }),
      })
    }
  })

  test("a canary visitor's page fetches the canary's chunks at once, without waiting for its entry; a stable visitor's fetches nothing of it", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    await site.release(request, { canary: { build: CANDIDATE, percent: 50, salt: CANARY_SALT } })
    // As `pnpm release faq canary` does for a new canary build: the pages now list its files.
    site.recompose()
    const fromCandidate = (url: string) => url.startsWith(`${site.candidateOrigin}/`)
    const isEntry = (url: URL) => fromCandidate(url.href) && url.pathname.endsWith('/remoteEntry.js')
    const isFaqChunk = (url: string) => fromCandidate(url) && isExposedChunk(new URL(url).pathname, 'Faq')

    const insideContext = await visitorContext(
      await browser.newContext(),
      visitorWhose((b) => b < canaryThreshold(50)),
    )
    const outsideContext = await visitorContext(
      await browser.newContext(),
      visitorWhose((b) => b >= canaryThreshold(50)),
    )
    try {
      const inside = await insideContext.newPage()
      // The candidate's entry is held until its Faq chunk is asked for: only a hint can ask for it first.
      // The hold's ceiling only bounds a failing run (no hint, so no request): on a loaded machine
      // the page's first requests alone can take seconds.
      const chunkAsked = inside
        .waitForRequest((req) => isFaqChunk(req.url()), { timeout: 30_000 })
        .then(
          () => true,
          () => false,
        )
      await inside.route(isEntry, async (route) => {
        await chunkAsked
        await route.continue()
      })
      await inside.goto(`${site.shellOrigin}/`)
      expect(await chunkAsked, "the candidate's Faq chunk was asked for while its entry was held").toBe(true)
      // The FAQ is further down: it renders the candidate's build when the visitor comes near it.
      await scrollThroughParts(inside)
      await expect(
        inside.locator(remoteRoot('faq')).getByRole('heading', { level: 3, name: NEW_QUESTION }),
      ).toBeVisible()
      expect(
        await inside.locator(`link[rel="modulepreload"][href^="${site.candidateOrigin}/"]`).count(),
      ).toBeGreaterThan(1)

      const outside = await outsideContext.newPage()
      const asked: string[] = []
      outside.on('request', (req) => {
        if (fromCandidate(req.url())) asked.push(req.url())
      })
      await outside.goto(`${site.shellOrigin}/`)
      await expect(
        outside.locator(remoteRoot('faq')).getByRole('heading', { level: 3, name: OLD_QUESTION }),
      ).toBeVisible()
      await outside.waitForFunction(() => document.documentElement.dataset.app === 'ready')
      expect(asked).toEqual([])
    } finally {
      await insideContext.close()
      await outsideContext.close()
    }
  })
})
