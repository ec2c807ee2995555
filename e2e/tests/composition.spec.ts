import { REMOTE_ENTRY_PATH } from 'shell/tooling/federation/apps'
import { expect, test } from '../support/fixtures'
import { ORIGINS, remoteRoot } from '../support/apps'
import { categoryPaths } from '../support/routes'
import { openLive, scrollThroughParts } from '../support/live'
import { sitemapText } from '../support/composed'

const ENTRY = REMOTE_ENTRY_PATH

test.describe('page composition', { tag: ['@shell', '@local'] }, () => {
  test.describe('every route is composed from the right remote, each served by its own origin', () => {
    test('home: mfe-home, with mfe-categories and mfe-faq slots', async ({ page }) => {
      const entries: string[] = []
      page.on('response', (response) => {
        if (response.url().includes(ENTRY) && response.ok()) entries.push(new URL(response.url()).origin)
      })
      await openLive(page, '/')
      await scrollThroughParts(page)
      await expect(page.locator(remoteRoot('home'))).toBeVisible()
      await expect(page.locator(`${remoteRoot('home')} ${remoteRoot('categories')}`).first()).toBeVisible()
      await expect(page.locator(`${remoteRoot('home')} ${remoteRoot('faq')}`)).toBeVisible()
      expect(new Set(entries)).toEqual(new Set([ORIGINS.home, ORIGINS.categories, ORIGINS.faq]))
    })

    for (const path of categoryPaths) {
      test(`${path}: mfe-categories with the mfe-faq slot`, async ({ page }) => {
        const entries: string[] = []
        page.on('response', (response) => {
          if (response.url().includes(ENTRY) && response.ok()) entries.push(new URL(response.url()).origin)
        })
        const response = await openLive(page, path)
        expect(response?.status()).toBe(200)
        // A part asks for its remote once the visitor comes near it (shell decision 0113): read to the end.
        await scrollThroughParts(page)
        const category = page.locator(`${remoteRoot('categories')}[data-slug="${path.slice(1)}"]`)
        await expect(category).toBeVisible()
        await expect(category.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(category.locator(`${remoteRoot('faq')}[data-topic="${path.slice(1)}"]`)).toBeVisible()
        expect(new Set(entries)).toEqual(new Set([ORIGINS.categories, ORIGINS.faq]))
      })
    }

    test('search results come from mfe-categories', async ({ page }) => {
      await openLive(page, '/?s=book')
      await expect(page.locator(remoteRoot('categories')).first()).toBeVisible()
      await expect(page.locator(remoteRoot('home'))).toHaveCount(0)
    })
  })

  test('/sloturi-bonus is a permanent redirect to /sloturi-cu-bonus', async ({ page, request }) => {
    const raw = await request.get('/sloturi-bonus', { maxRedirects: 0 })
    expect(raw.status()).toBe(301)
    expect(raw.headers().location).toBe('/sloturi-cu-bonus')
    await openLive(page, '/sloturi-bonus')
    await expect(page).toHaveURL(`${ORIGINS.shell}/sloturi-cu-bonus`)
    await expect(page.locator('[data-slug="sloturi-cu-bonus"]')).toBeVisible()
  })

  test('non-canonical paths redirect to their canonical form', async ({ request }) => {
    for (const [from, to] of [
      ['/Sloturi-Online/', '/sloturi-online'],
      ['/PACANELE-GRATIS', '/pacanele-gratis'],
      ['/book-of-ra-online/', '/book-of-ra-online'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers().location).toBe(to)
    }
  })

  test('an unknown path shows the not-found page with HTTP 404 and noindex', async ({ page }) => {
    const response = await openLive(page, '/nu-exista-pagina-asta')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Înapoi la prima pagină' }),
    ).toHaveAttribute('href', '/')
    await expect(page.getByRole('main').getByRole('link', { name: 'Sloturi Online' })).toBeVisible()
  })

  test('robots.txt and sitemap.xml list the site', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${ORIGINS.shell}/sitemap.xml`)
    const sitemap = await sitemapText(request)
    for (const path of ['/', ...categoryPaths])
      expect(sitemap).toContain(`<loc>${ORIGINS.shell}${path}</loc>`)
    expect(sitemap).not.toContain('sloturi-bonus<')
  })

  test('no console error on any route when every remote is healthy', async ({ page, consoleErrors }) => {
    for (const path of ['/', ...categoryPaths, '/?s=sweet']) {
      await openLive(page, path)
      await expect(page.locator('[data-remote], h1').first()).toBeVisible()
    }
    expect(consoleErrors).toEqual([])
  })
})
