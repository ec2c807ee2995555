import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { DEPLOY_BASE_PORTS, remoteRoot } from '../support/apps'
import { NEW_QUESTION, OLD_QUESTION } from '../support/faq-release'
import { expectPageHeldBehind } from '../support/dialogs'
import { axeViolations } from '../support/home-chrome'
import {
  CANDIDATE,
  deployReleaseSite,
  pageViewBuilds,
  STABLE,
  watchFaqOrigins,
  type ReleaseSite,
} from '../support/release-site'
import { answeredConsent } from '../support/consent'
import { openLive, reloadLive, scrollThroughParts } from '../support/live'

const PREVIEW_KEY = 'pacanele:previzualizare'

test.describe('preview', { tag: ['@faq', '@local'] }, () => {
  // One site and one candidate build for the whole file: its tests run in order, in one worker.
  test.describe.configure({ mode: 'default' })
  let site: ReleaseSite
  /** Candidate b42, and b39: listed once, blocked since. */
  const listed = () => {
    const candidates = site.faqReleases().candidates
    return { candidates: { ...candidates, b39: candidates[CANDIDATE]! }, blocked: ['b39'] }
  }
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    site = await deployReleaseSite(DEPLOY_BASE_PORTS.preview, DEPLOY_BASE_PORTS.previewCandidate)
    await site.release(request, listed())
  })
  test.afterAll(() => site?.stop())

  // The FAQ is further down the page: its build runs once the visitor comes near it, so a test
  // scrolls through the page's parts (`scrollThroughParts`) before saying which build it shows.
  const question = (page: Page, name: string) =>
    page.locator(remoteRoot('faq')).getByRole('heading', { level: 3, name })

  test('a preview link asks first; confirmed, this tab shows the candidate on every page, another browser stable; the banner leads back', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // Eleven page loads and two axe scans: a loaded host takes more than the default minute. The limit
    // bounds a failing run only; nothing in the test waits on it.
    test.setTimeout(180_000)
    const faqOrigins = watchFaqOrigins(page)
    await openLive(page, `${site.shellOrigin}/?previzualizare=faq@${CANDIDATE}`)
    const dialog = page.getByRole('dialog', { name: `Previzualizezi faq@${CANDIDATE} în acest browser?` })
    await expect(dialog).toBeVisible()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await expectPageHeldBehind(page)
    // The link only proposes: it is gone from the address, and nothing of the candidate loaded.
    expect(new URL(page.url()).search).toBe('')
    // (Behind the open dialog the page is hidden from the accessibility tree, hence by text.)
    await expect(page.locator(remoteRoot('faq')).getByText(OLD_QUESTION)).toBeVisible()
    expect(faqOrigins).not.toContain(site.candidateOrigin)

    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Da, previzualizează' }).click(),
    ])
    await expect(page.locator('html[data-app="ready"]')).toBeAttached()
    await scrollThroughParts(page)
    await expect(question(page, NEW_QUESTION)).toBeVisible()
    await expect(question(page, OLD_QUESTION)).toHaveCount(0)
    const banner = page.getByRole('complementary', { name: 'Previzualizare' })
    await expect(banner).toContainText(`Previzualizezi faq@${CANDIDATE} în acest browser.`)
    expect(await axeViolations(page, 'aside[aria-label="Previzualizare"]')).toEqual([])
    expect(await pageViewBuilds(page)).toEqual({
      builds: {
        home: { build: 'h1', source: 'stable' },
        categories: { build: 'c1', source: 'stable' },
        faq: { build: CANDIDATE, source: 'preview' },
      },
      preview: true,
    })

    // Every page this tab loads uses the candidate.
    for (const path of ['/sloturi-online', '/book-of-ra-online']) {
      faqOrigins.length = 0
      await openLive(page, `${site.shellOrigin}${path}`)
      await scrollThroughParts(page)
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()
      expect(faqOrigins).toContain(site.candidateOrigin)
      await expect(banner).toBeVisible()
      expect((await pageViewBuilds(page)).builds).toMatchObject({
        faq: { build: CANDIDATE, source: 'preview' },
      })
    }

    // Another browser (a visitor who accepted measurement, so its page view is sent) sees stable, and
    // no banner.
    const other = await browser.newContext()
    await answeredConsent(other)
    try {
      const visitor = await other.newPage()
      const visitorOrigins = watchFaqOrigins(visitor)
      await openLive(visitor, `${site.shellOrigin}/`)
      await scrollThroughParts(visitor)
      await expect(question(visitor, OLD_QUESTION)).toBeVisible()
      await expect(visitor.getByRole('complementary', { name: 'Previzualizare' })).toHaveCount(0)
      expect(visitorOrigins).not.toContain(site.candidateOrigin)
      expect(await pageViewBuilds(visitor)).toEqual({
        builds: expect.objectContaining({ faq: { build: STABLE, source: 'stable' } }),
      })
    } finally {
      await other.close()
    }

    // One tap on the banner: back to stable, the choice forgotten.
    await openLive(page, `${site.shellOrigin}/`)
    await Promise.all([
      page.waitForEvent('load'),
      banner.getByRole('button', { name: 'Ieși din previzualizare' }).click(),
    ])
    await expect(page.locator('html[data-app="ready"]')).toBeAttached()
    await scrollThroughParts(page)
    await expect(question(page, OLD_QUESTION)).toBeVisible()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PREVIEW_KEY)).toBeNull()
    expect(await pageViewBuilds(page)).toEqual({
      builds: expect.objectContaining({ faq: { build: STABLE, source: 'stable' } }),
    })
    expect(consoleErrors).toEqual([])
  })

  test('saying no to a preview link changes nothing', async ({ page }) => {
    const faqOrigins = watchFaqOrigins(page)
    await openLive(page, `${site.shellOrigin}/?previzualizare=faq@${CANDIDATE}`)
    await page.getByRole('button', { name: 'Nu, rămân pe versiunea publică' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await reloadLive(page)
    await scrollThroughParts(page)
    await expect(question(page, OLD_QUESTION)).toBeVisible()
    expect(faqOrigins).not.toContain(site.candidateOrigin)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PREVIEW_KEY)).toBeNull()
  })

  /** Values of `?previzualizare=`, as a link would carry them (already URL-encoded). */
  const hostileLinks: Array<[string, RegExp]> = [
    ['faq@b44', /nu este listată/],
    ['faq@b39', /a fost retrasă/],
    ['faq@B42', /nu are forma așteptată/],
    ['FAQ@b42', /nu are forma așteptată/],
    ['%20faq@b42', /nu are forma așteptată/],
    ['faq@b42%20', /nu are forma așteptată/],
    ['faq@b42%00', /nu are forma așteptată/],
    ['faq@%E2%80%AEb42', /nu are forma așteptată/],
    ['faq@%EF%BD%8242', /nu are forma așteptată/],
    ['faq@https://evil.example/assets/remoteEntry.js', /nu are forma așteptată/],
    ['faq@//evil.example/remoteEntry.js', /nu are forma așteptată/],
    ['faq@javascript:alert(1)', /nu are forma așteptată/],
    ['faq@b42@evil.example', /nu are forma așteptată/],
    ['faq@..%2F..%2Fb42', /nu are forma așteptată/],
    ['faq', /nu are forma așteptată/],
    ['@b42', /nu are forma așteptată/],
    ['faq@', /nu are forma așteptată/],
    [`faq@b${'4'.repeat(120)}`, /prea lung/],
    ['faq@b42&previzualizare=faq@b42', /mai multe previzualizări/],
    ['evil@b42', /nu face parte din acest site/],
    ['home@b42', /nu este listată/],
    ['faq@constructor', /nu este listată/],
    ['faq@__proto__', /nu are forma așteptată/],
  ]

  test(`${hostileLinks.length} hostile preview links change nothing, say why, and fetch nothing from elsewhere`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const origin = new URL(request.url()).origin
      if (!site.siteOrigins.includes(origin)) elsewhere.push(request.url())
    })
    for (const [value, reason] of hostileLinks) {
      await openLive(page, `${site.shellOrigin}/?previzualizare=${value}`)
      await scrollThroughParts(page)
      const notice = page.getByRole('complementary', { name: 'Previzualizare' }).getByRole('status')
      await expect(notice, value).toContainText(reason)
      if (value === hostileLinks[0]![0])
        expect(await axeViolations(page, 'aside[aria-label="Previzualizare"]')).toEqual([])
      await expect(page.getByRole('dialog'), value).toHaveCount(0)
      await expect(question(page, OLD_QUESTION), value).toBeVisible()
      expect(new URL(page.url()).searchParams.has('previzualizare'), value).toBe(false)
      expect(await page.evaluate((key) => sessionStorage.getItem(key), PREVIEW_KEY), value).toBeNull()
    }
    expect(elsewhere).toEqual([])
  })

  test('a build blocked after it was previewed stops loading at the next page, and the tab is told', async ({
    page,
    request,
  }) => {
    await openLive(page, `${site.shellOrigin}/?previzualizare=faq@${CANDIDATE}`)
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Da, previzualizează' }).click(),
    ])
    await scrollThroughParts(page)
    await expect(question(page, NEW_QUESTION)).toBeVisible()
    try {
      await site.release(request, { ...listed(), blocked: ['b39', CANDIDATE] })
      const faqOrigins = watchFaqOrigins(page)
      await reloadLive(page)
      await scrollThroughParts(page)
      await expect(question(page, OLD_QUESTION)).toBeVisible()
      expect(faqOrigins).not.toContain(site.candidateOrigin)
      await expect(page.getByRole('status')).toContainText(`Previzualizarea faq@${CANDIDATE} s-a încheiat`)
      await expect(page.getByRole('button', { name: 'Ieși din previzualizare' })).toHaveCount(0)
    } finally {
      await site.release(request, listed())
    }
  })
})
