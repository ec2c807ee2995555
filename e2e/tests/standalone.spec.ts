import type { Page, Route } from '@playwright/test'
import { staticModules } from 'shell/contract'
import { REMOTE_TIMEOUT_MS } from 'shell/tooling/remote/timeout'
import { ORIGINS, remoteDir, type RemoteName } from '../support/apps'
import { passIdle, pauseClock, settle } from '../support/clock'
import { openWithoutJs, pageFacts, sitemapText } from '../support/composed'
import { expect, test } from '../support/fixtures'
import { chromiumOnly } from '../support/suites'
import { bringPartsNear, openLive, scrollToNextFarPart, untilLive } from '../support/live'

/** Which remotes' slots each measured page holds. */
const PAGES: Record<string, RemoteName[]> = {
  '/': ['home', 'categories', 'faq'],
  '/sloturi-online': ['categories', 'faq'],
  '/joc/book-of-ra': ['categories'],
}

/** A remote origin that takes requests and never answers: an overloaded edge, a hung server. */
async function holdOrigin(page: Page, remote: RemoteName): Promise<Route[]> {
  const held: Route[] = []
  await page.route(`${ORIGINS[remote]}/**`, (route) => void held.push(route))
  return held
}

/**
 * The page's paint timing, kept before `page.clock.install()` replaces `performance` with a fake
 * one; polled from the test, since the page's own timers and frames run on the installed clock.
 */
async function watchPaint(page: Page) {
  await page.addInitScript(() => {
    const real = performance
    ;(window as unknown as { __fcp: () => number }).__fcp = () =>
      real.getEntriesByName('first-contentful-paint').length
  })
  return () =>
    expect.poll(() => page.evaluate(() => (window as unknown as { __fcp: () => number }).__fcp())).toBe(1)
}

/** Lets held requests through, then stops holding the origin. */
async function release(page: Page, remote: RemoteName, held: Route[]): Promise<void> {
  for (const route of held.splice(0)) await route.continue().catch(() => undefined)
  await page.unroute(`${ORIGINS[remote]}/**`)
}

/** The slots of other remotes, outside the held remote's slots, that are not live. */
const slotsNotLive = (page: Page, heldRemote: RemoteName) =>
  page.evaluate(
    (held) =>
      [...document.querySelectorAll('[data-slot]')]
        .filter((slot) => !slot.getAttribute('data-slot')!.startsWith(`${held}/`))
        .filter((slot) => !slot.parentElement?.closest(`[data-slot^="${held}/"]`))
        .filter((slot) => !['hydrated', 'static'].includes(slot.getAttribute('data-live') ?? ''))
        .map((slot) => slot.getAttribute('data-slot')),
    heldRemote,
  )

test.describe('standalone remotes', { tag: ['@shell', '@local'] }, () => {
  test.describe('one remote origin that never answers', chromiumOnly('javaScriptOff'), () => {
    for (const [path, remotes] of Object.entries(PAGES)) {
      for (const remote of remotes) {
        test(`${path}, ${remote} held: the composed page paints, the held slot keeps its text and offers a retry after the timeout, the rest is live`, async ({
          browser,
          page,
        }) => {
          const raw = await openWithoutJs(browser, path)
          const sent = await pageFacts(raw.page)
          await raw.close()

          const held = await holdOrigin(page, remote)
          const firstContentfulPaint = await watchPaint(page)
          await page.clock.install()
          await page.goto(path, { waitUntil: 'commit' })
          // A stylesheet from the held origin would block this paint for as long as it is held.
          await firstContentfulPaint()
          await pauseClock(page)
          // A part with no handlers (the counts) never waits for its remote: it is live as it stands.
          const withCode = (staticModules[remote] ?? []).map(
            (module) => `:not([data-slot="${remote}/${module}"])`,
          )
          const heldSlot = page.locator(`[data-slot^="${remote}/"]${withCode.join('')}`).first()
          await expect(heldSlot).not.toHaveAttribute('data-live')
          expect((await pageFacts(page)).h1).toEqual(sent.h1)

          // Every part that can go live has (the root, the other remotes' slots: those on the first
          // screen at the first idle period, those further down once scrolled near). A held slot
          // inside one of them waits for its own cue; after it, every held slot has started its wait,
          // so the timeout below is theirs.
          // The clock stands still: each try moves it through an idle period and scrolls one part near.
          await expect
            .poll(async () => {
              await passIdle(page)
              await scrollToNextFarPart(page)
              return slotsNotLive(page, remote)
            })
            .toEqual([])
          await bringPartsNear(page)
          // The held part has had its cue (its load, and its timer, started), whatever its place; one
          // that waits for a touch (a category page) is touched.
          await expect
            .poll(async () => {
              await passIdle(page)
              await scrollToNextFarPart(page)
              return heldSlot.getAttribute('data-hydration')
            })
            .toMatch(/^(idle|near|touched)$/)
          // The held origin has been asked (its files are held): after the paint for a part near the
          // viewport then, at its cue for one further down (shell decision 0113).
          await expect.poll(() => held.length).toBeGreaterThan(0)
          await expect(page.locator('#root')).toHaveAttribute('data-live', 'hydrated')
          await page.clock.runFor(REMOTE_TIMEOUT_MS)
          await settle(page)
          const retry = page.locator('[data-remote-failure]').getByRole('button', { name: 'Reîncearcă' })
          await expect(retry.first()).toBeVisible()
          // The held slot still shows what the server sent.
          expect((await pageFacts(page)).h1).toEqual(sent.h1)
          await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
          await expect(page.locator('#root')).toHaveAttribute('data-live', 'hydrated')
          expect(await slotsNotLive(page, remote)).toEqual([])
          // Once the origin answers again, the retry brings the slot to life in place.
          await release(page, remote, held)
          await page.clock.resume()
          await retry.first().click()
          await expect(
            page.locator(`[data-slot^="${remote}/"]:not([data-live="hydrated"], [data-live="static"])`),
          ).toHaveCount(0)
          expect((await pageFacts(page)).h1).toEqual(sent.h1)
          await expect(page.locator(`[data-remote="${remoteDir(remote)}"]`).first()).toBeVisible()
        })
      }
    }
  })

  test.describe('a tap made before its slot is live takes effect once it is', () => {
    test("a favourite tapped while mfe-categories' code is held is counted when it arrives", async ({
      page,
      consoleErrors,
    }) => {
      const held = await holdOrigin(page, 'categories')
      await page.goto('/sloturi-online', { waitUntil: 'commit' })
      const card = page.getByTestId('game-card').first()
      const favourite = card.locator('button[aria-pressed]')
      await expect(favourite).toHaveAccessibleName('Adaugă la favorite')
      await favourite.click()
      await expect(favourite).toHaveAttribute('data-pending', '')
      await expect(page.getByTestId('favourites-count')).toHaveText('Favorite:0')
      await release(page, 'categories', held)
      await untilLive(page)
      await expect(page.getByTestId('favourites-count')).toHaveText('Favorite:1')
      await expect(favourite).toHaveAttribute('aria-pressed', 'true')
      await expect(favourite).toHaveAccessibleName('Elimină din favorite')
      await expect(favourite).not.toHaveAttribute('data-pending')
      expect(consoleErrors).toEqual([])
    })
  })

  test.describe('a landing URL with parameters the page does not read gets the composed page', () => {
    const landings = [
      { url: '/?fbclid=x', h1: 'Păcănele Online' },
      { url: '/sloturi-online?utm_source=a&utm_medium=b', h1: 'Sloturi Online' },
      { url: '/sloturi-online?pagina=2', h1: 'Sloturi Online' },
      { url: '/joc/book-of-ra?gclid=abc', h1: 'Book of Ra' },
    ]
    for (const { url, h1 } of landings) {
      test(`${url}: 200, its own <h1> and <title> in the raw HTML, hydrated without mismatch, URL kept`, async ({
        request,
        page,
        consoleErrors,
      }) => {
        const response = await request.get(url)
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${h1}`))
        expect(html).not.toContain('<title>Păcănele Online</title>')
        expect(html).not.toContain('Loading...')

        await openLive(page, url)
        expect(new URL(page.url()).search).toBe(new URL(url, ORIGINS.shell).search)
        expect(consoleErrors).toEqual([])
      })
    }

    test('a later list page is its own page: title, canonical and games of its own', async ({ request }) => {
      const first = await (await request.get('/sloturi-online')).text()
      const second = await (await request.get('/sloturi-online?pagina=2')).text()
      expect(second).toContain('<link rel="canonical" href="http://localhost:4173/sloturi-online?pagina=2"/>')
      expect(second).toMatch(/<title>[^<]*pagina 2/)
      const games = (html: string) =>
        [...html.matchAll(/data-testid="game-card" data-game-id="([^"]+)"/g)].map((m) => m[1])
      expect(games(second).length).toBeGreaterThan(0)
      expect(games(second).filter((title) => games(first).includes(title))).toEqual([])
    })
  })

  test.describe('the pages reach every game through links alone', () => {
    test('following the category pages and their pagination links, a crawler finds every game page', async ({
      request,
    }) => {
      const seen = new Set<string>()
      const games = new Set<string>()
      const queue = ['/sloturi-online']
      while (queue.length > 0) {
        const url = queue.shift()!
        if (seen.has(url)) continue
        seen.add(url)
        const html = await (await request.get(url)).text()
        for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
          const target = new URL(href!.replaceAll('&amp;', '&'), ORIGINS.shell + url)
          if (target.origin !== ORIGINS.shell) continue
          if (target.pathname.startsWith('/joc/')) games.add(target.pathname)
          else if (target.pathname === '/sloturi-online' && target.search.startsWith('?pagina='))
            queue.push(target.pathname + target.search)
        }
      }
      const sitemap = await sitemapText(request)
      const listed = [...sitemap.matchAll(/<loc>[^<]*(\/joc\/[^<]+)<\/loc>/g)].map((m) => m[1])
      expect(listed.length).toBeGreaterThan(0)
      expect(listed.filter((path) => !games.has(path!))).toEqual([])
    })
  })
})
