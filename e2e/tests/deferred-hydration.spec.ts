import type { Page } from '@playwright/test'
import { exposedChunkPattern } from 'shell/federation/chunks'
import { pauseClock, settle } from '../support/clock'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

/**
 * A composed part runs its remote's code only when it is wanted (shell/src/remote/hydration-cue.ts):
 * touched, near the viewport, or when the browser is idle; a part with no handlers never. The page's
 * clock is installed and paused before it loads, so that the browser's idle callbacks (which the
 * clock drives) come only when the test moves time on; scrolling and taps are real.
 */
const PHONE = { width: 390, height: 740 }

const slot = (page: Page, id: string) => page.locator(`[data-slot="${id}"]`)
const homePage = (page: Page) => slot(page, 'home/HomePage')
const faq = (page: Page) => slot(page, 'faq/Faq')
const popularGames = (page: Page) => slot(page, 'categories/PopularGames')

/** Opens `/` on a phone with the page's clock standing still, once its first screen is live. */
async function openWithClockStill(page: Page) {
  await page.setViewportSize(PHONE)
  await page.clock.install()
  // Paused before the page loads: no idle callback runs unless the test moves time on.
  await pauseClock(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(homePage(page)).toHaveAttribute('data-hydration', 'near')
  await expect(homePage(page)).toHaveAttribute('data-live', 'hydrated')
  await settle(page)
}

test.describe('deferred hydration', { tag: ['@shell', '@home', '@faq', '@categories', '@local'] }, () => {
  test('a part below the fold keeps its server HTML until the visitor scrolls near it', async ({ page }) => {
    await openWithClockStill(page)
    await expect(faq(page)).toHaveAttribute('data-hydration', 'waiting')
    await expect(faq(page)).not.toHaveAttribute('data-live')
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready')

    await faq(page).locator('section, h2').first().scrollIntoViewIfNeeded()
    await expect(faq(page)).toHaveAttribute('data-hydration', 'near')
    for (let waited = 0; (await faq(page).getAttribute('data-live')) !== 'hydrated'; waited += 16) {
      expect(waited, 'the FAQ never hydrated').toBeLessThan(2000)
      await page.clock.runFor(16)
      await settle(page)
    }
  })

  test('a part nobody touched hydrates when the browser is idle', async ({ page }) => {
    await openWithClockStill(page)
    await expect(faq(page)).toHaveAttribute('data-hydration', 'waiting')

    for (let waited = 0; (await page.locator('html').getAttribute('data-app')) !== 'ready'; waited += 16) {
      expect(waited, 'the page never came alive').toBeLessThan(2000)
      await page.clock.runFor(16)
      await settle(page)
    }
    await expect(faq(page)).toHaveAttribute('data-hydration', 'idle')
    await expect(faq(page)).toHaveAttribute('data-live', 'hydrated')
  })

  test('a tap on a part that has not hydrated yet is kept, and takes effect once it has', async ({
    page,
  }) => {
    await openWithClockStill(page)
    await expect(popularGames(page)).toHaveAttribute('data-hydration', 'waiting')
    const counter = page.getByTestId('favourites-count')
    await expect(counter).toHaveText('Favorite:0')

    const heart = popularGames(page).getByRole('button', { name: 'Adaugă la favorite' }).first()
    await heart.click()
    await expect(popularGames(page)).not.toHaveAttribute('data-hydration', 'waiting')
    for (let waited = 0; (await popularGames(page).getAttribute('data-live')) !== 'hydrated'; waited += 16) {
      expect(waited, 'the popular games never hydrated').toBeLessThan(2000)
      await page.clock.runFor(16)
      await settle(page)
    }
    await expect(counter).toHaveText('Favorite:1')
    await expect(
      popularGames(page).getByRole('button', { name: 'Elimină din favorite' }).first(),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  test('content with no handlers stays the server’s HTML: its code is never requested, and it counts as live', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.setViewportSize(PHONE)
    await openLive(page, '/')
    const counts = slot(page, 'categories/GameCount')
    await expect(counts.first()).toBeAttached()
    for (const count of await counts.all()) {
      await expect(count).toHaveAttribute('data-live', 'static')
      await expect(count).not.toHaveAttribute('data-hydration')
    }
    // Neither preloaded nor imported.
    expect(requested.filter((url) => exposedChunkPattern('GameCount').test(url))).toEqual([])
    // The page is live around them: the parts with handlers hydrated.
    await expect(popularGames(page)).toHaveAttribute('data-live', 'hydrated')
    await expect(faq(page)).toHaveAttribute('data-live', 'hydrated')
  })
})
