import type { Page } from '@playwright/test'
import { exposedChunkPattern } from 'shell/tooling/federation/plugin/chunk-names'
import { openWithClockStill, passIdle, PHONE, untilHydrated } from '../support/clock'
import { expect, test } from '../support/fixtures'
import { catalogueRoot, gameCards } from '../support/catalogue-page'
import { ORIGINS } from '../support/apps'
import { openLive, scrollThroughParts } from '../support/live'
import { storeBeforeLoad } from '../support/stored'

/**
 * A composed part runs its remote's code only when it is wanted (shell/src/remote/hydration-cue.ts):
 * on the first screen when the browser is idle, further down when the visitor scrolls near it, and
 * either at once when touched; a part with no handlers never, a layout with none of its own (the
 * home page) with the first part inside it that is wanted, and a part whose HTML serves until the
 * visitor reaches for a control (a category or game page: `touchModules`) when touched. The shell's
 * footer is an island that comes alive by the same cues (its header and consent prompt:
 * `chrome-islands.spec.ts`). The page's clock is installed and paused before it loads, so that the
 * browser's idle callbacks (which the clock drives) come only when the test moves time on; scrolling
 * and taps are real.
 */
const slot = (page: Page, id: string) => page.locator(`[data-slot="${id}"]`)
const homePage = (page: Page) => slot(page, 'home/HomePage')
const faq = (page: Page) => slot(page, 'faq/Faq')
const popularGames = (page: Page) => slot(page, 'categories/PopularGames')
const categoryPage = (page: Page) => slot(page, 'categories/CategoryPage')
const gamePage = (page: Page) => slot(page, 'categories/GamePage')
const html = (page: Page) => page.locator('html')

test.describe('deferred hydration', { tag: ['@shell', '@home', '@faq', '@categories', '@local'] }, () => {
  test('a part on the first screen hydrates when the browser is idle, and the page is ready then', async ({
    page,
  }) => {
    // A visitor with favourites: the category page's HTML marks none, so it hydrates to show them.
    await storeBeforeLoad(page, { favourites: '["book-of-ra"]' })
    await openWithClockStill(page, '/sloturi-online')
    await expect(categoryPage(page)).toHaveAttribute('data-hydration', 'waiting-idle')
    await expect(categoryPage(page)).not.toHaveAttribute('data-live')
    await expect(html(page)).not.toHaveAttribute('data-app', 'ready')

    await passIdle(page)
    await expect(categoryPage(page)).toHaveAttribute('data-hydration', 'idle')
    await untilHydrated(page, categoryPage(page), 'the category page')
    await expect(html(page)).toHaveAttribute('data-app', 'ready')
    await expect(
      categoryPage(page).getByRole('button', { name: 'Elimină din favorite' }).first(),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  test('a category page runs its code only when the visitor reaches for a control: idle periods pass, the page is ready, a filter chosen meanwhile applies', async ({
    page,
  }) => {
    await openWithClockStill(page, '/sloturi-online')
    await expect(categoryPage(page)).toHaveAttribute('data-hydration', 'waiting-touch')
    for (let idle = 0; idle < 5; idle += 1) await passIdle(page)
    // The header's controls came alive at the first idle period; the page waits for nothing more.
    await expect(html(page)).toHaveAttribute('data-app', 'ready')
    await expect(categoryPage(page)).toHaveAttribute('data-hydration', 'waiting-touch')
    await expect(categoryPage(page)).not.toHaveAttribute('data-live')
    // Its links are links meanwhile.
    await expect(gameCards(page).first().getByRole('link').first()).toHaveAttribute('href', /^\/joc/)

    await catalogueRoot(page).getByLabel('Furnizor').selectOption('netent')
    await expect(categoryPage(page)).toHaveAttribute('data-hydration', 'touched')
    await untilHydrated(page, categoryPage(page), 'the category page')
    await expect(page).toHaveURL(/\?furnizor=netent$/)
    await expect(gameCards(page)).toHaveCount(2)
  })

  test('a tap on a game page’s favourite button before its code runs is kept, and takes effect once it has', async ({
    page,
  }) => {
    await openWithClockStill(page, '/joc/book-of-ra')
    await expect(gamePage(page)).toHaveAttribute('data-hydration', 'waiting-touch')
    // The favourites' count, an island waiting for idle, comes alive with the favourite added.
    await expect(page.locator('[data-island="favourites"]')).toHaveAttribute('data-hydration', 'waiting-idle')
    const actions = gamePage(page).getByTestId('game-actions')
    await actions.getByRole('button', { name: 'Adaugă la favorite' }).click()
    await expect(gamePage(page)).toHaveAttribute('data-hydration', 'touched')
    await untilHydrated(page, gamePage(page), 'the game page')
    await expect(actions.getByRole('button', { name: 'Elimină din favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByTestId('favourites-count')).toHaveText('Favorite:1')
    await expect(page.locator('[data-island="favourites"]')).toHaveAttribute('data-hydration', 'state')
  })

  test('the footer keeps its server HTML until the visitor comes near it, and the page is ready meanwhile', async ({
    page,
  }) => {
    await openWithClockStill(page, '/sloturi-online')
    const footer = page.locator('[data-island="footer"]')
    const contentinfo = page.getByRole('contentinfo')
    await expect(footer).toHaveAttribute('data-hydration', 'waiting-near')
    for (let idle = 0; idle < 5; idle += 1) await passIdle(page)
    await expect(html(page)).toHaveAttribute('data-app', 'ready')
    await expect(footer).not.toHaveAttribute('data-live')
    // As composed: the privacy choices are a link to the privacy page's section until the app runs.
    await expect(contentinfo.getByRole('link', { name: 'Setări de confidențialitate' })).toBeAttached()

    await contentinfo.scrollIntoViewIfNeeded()
    await expect(footer).toHaveAttribute('data-hydration', 'near')
    await untilHydrated(page, footer, 'the footer')
    await expect(contentinfo.getByRole('button', { name: 'Setări de confidențialitate' })).toBeVisible()
  })

  test('a layout with no handlers of its own (the home page) keeps its server HTML through idle periods, and comes alive with the first part inside it the visitor comes near', async ({
    page,
  }) => {
    await openWithClockStill(page)
    // Its parts with code are further down: it waits for them, and the page is ready without it.
    await expect(homePage(page)).toHaveAttribute('data-hydration', 'waiting-near')
    for (let idle = 0; idle < 5; idle += 1) await passIdle(page)
    await expect(html(page)).toHaveAttribute('data-app', 'ready')
    await expect(homePage(page)).toHaveAttribute('data-hydration', 'waiting-near')
    await expect(homePage(page)).not.toHaveAttribute('data-live')
    await expect(popularGames(page)).not.toHaveAttribute('data-hydration')

    await popularGames(page).locator('h3').first().scrollIntoViewIfNeeded()
    await expect(homePage(page)).toHaveAttribute('data-hydration', 'near')
    await untilHydrated(page, homePage(page), 'the home page')
    // The popular games, now on screen, come alive at the next idle period; the FAQ, further down,
    // waits to come near in its turn.
    await untilHydrated(page, popularGames(page), 'the popular games')
    await expect(faq(page)).toHaveAttribute('data-hydration', 'waiting-near')
    await expect(faq(page)).not.toHaveAttribute('data-live')
    await faq(page).locator('h2').first().scrollIntoViewIfNeeded()
    await expect(faq(page)).toHaveAttribute('data-hydration', 'near')
    await untilHydrated(page, faq(page), 'the FAQ')
  })

  test('a part further down costs the page no request until the visitor comes near it: its files are fetched then', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    const asked = (module: string) => requested.some((url) => exposedChunkPattern(module).test(url))
    await openWithClockStill(page)
    for (let idle = 0; idle < 5; idle += 1) await passIdle(page)
    await expect(html(page)).toHaveAttribute('data-app', 'ready')
    // The app's own files came; of the parts, none is near, so none of their files was asked for.
    expect(requested.some((url) => /\/assets\/start-[\w-]+\.js$/.test(url))).toBe(true)
    for (const module of ['HomePage', 'PopularGames', 'Faq']) expect(asked(module), module).toBe(false)
    expect(requested.filter((url) => [ORIGINS.home, ORIGINS.faq].includes(new URL(url).origin))).toEqual([])

    await popularGames(page).locator('h3').first().scrollIntoViewIfNeeded()
    await untilHydrated(page, popularGames(page), 'the popular games')
    expect(asked('HomePage')).toBe(true)
    expect(asked('PopularGames')).toBe(true)
    // The FAQ is still more than a screen away.
    await expect(faq(page)).toHaveAttribute('data-hydration', 'waiting-near')
    expect(asked('Faq')).toBe(false)
    await faq(page).locator('h2').first().scrollIntoViewIfNeeded()
    await untilHydrated(page, faq(page), 'the FAQ')
    expect(asked('Faq')).toBe(true)
  })

  test('a tap on a part that has not hydrated yet is kept, and takes effect once it has', async ({
    page,
  }) => {
    await openWithClockStill(page)
    await expect(homePage(page)).toHaveAttribute('data-hydration', 'waiting-near')
    const counter = page.getByTestId('favourites-count')
    await expect(counter).toHaveText('Favorite:0')

    const heart = popularGames(page).getByRole('button', { name: 'Adaugă la favorite' }).first()
    await heart.click()
    // Scrolled to by the click, then pressed: whichever cue came first, it came at once, and brought
    // the home page around the games to life first.
    await expect(homePage(page)).toHaveAttribute('data-hydration', /^(near|touched)$/)
    await untilHydrated(page, homePage(page), 'the home page')
    await untilHydrated(page, popularGames(page), 'the popular games')
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
    // Every part of the page brought to life, as a visitor reading to its end would.
    await scrollThroughParts(page)
    const counts = slot(page, 'categories/GameCount')
    await expect(counts.first()).toBeAttached()
    for (const count of await counts.all()) {
      await expect(count).toHaveAttribute('data-live', 'static')
      await expect(count).not.toHaveAttribute('data-hydration')
    }
    // Neither preloaded nor imported.
    expect(requested.filter((url) => exposedChunkPattern('GameCount').test(url))).toEqual([])
    await expect(homePage(page)).toHaveAttribute('data-live', 'hydrated')
    await expect(faq(page)).toHaveAttribute('data-live', 'hydrated')
  })

  test('a part still waiting when the address changes comes alive with the change, its content kept', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(PHONE)
    // With favourites stored the category page hydrates at idle, and the FAQ inside it waits to come near.
    await storeBeforeLoad(page, { favourites: '["book-of-ra"]' })
    await openLive(page, '/sloturi-online')
    await expect(faq(page)).toHaveAttribute('data-hydration', 'waiting-near')
    const questions = await faq(page).locator('summary').count()
    expect(questions).toBeGreaterThan(0)

    await catalogueRoot(page).getByLabel('Furnizor').selectOption('netent')
    await expect(page).toHaveURL(/\?furnizor=netent$/)
    await expect(gameCards(page)).toHaveCount(2)
    await expect(faq(page)).toHaveAttribute('data-hydration', 'navigated')
    await expect(faq(page)).toHaveAttribute('data-live', 'hydrated')
    await expect(faq(page).locator('summary')).toHaveCount(questions)
    expect(consoleErrors).toEqual([])
  })
})
