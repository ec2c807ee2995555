import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { catalogueJsonLd, catalogueRoot, gameCards } from '../support/catalogue-page'
import { remoteRoot } from '../support/apps'
import { markDocument } from '../support/faults'
import { axeViolations, chosenTheme, htmlIsDark, pageViews } from '../support/home-chrome'
import { openLive, scrollThroughParts } from '../support/live'

const gamePage = (page: Page) => page.locator(`${remoteRoot('categories')}[data-game]`)

/** Every game page address, as the catalogue's A–Z page links them (all its pages). */
async function gamePathsFromCatalogue(page: Page): Promise<Array<{ title: string; path: string }>> {
  const found: Array<{ title: string; path: string }> = []
  for (let pageNumber = 1; ; pageNumber++) {
    await openLive(page, `/jocuri-slot-online?pagina=${pageNumber}`)
    await expect(gameCards(page).first()).toBeVisible()
    const links = gameCards(page).locator('h3 a')
    for (const link of await links.all()) {
      found.push({ title: (await link.textContent())!, path: (await link.getAttribute('href'))! })
    }
    const next = catalogueRoot(page).getByRole('link', { name: /Pagina următoare/ })
    if ((await next.count()) === 0) return found
  }
}

test.describe('game pages', { tag: '@categories' }, () => {
  test('every game page renders from mfe-categories with its H1, facts and similar games', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const games = await gamePathsFromCatalogue(page)
    expect(games.length).toBeGreaterThan(40)
    expect(new Set(games.map((game) => game.path)).size).toBe(games.length)
    for (const { title, path } of games) {
      expect(path).toMatch(/^\/joc\/[a-z0-9-]+$/)
      await openLive(page, path)
      await expect(gamePage(page).getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`))
      const facts = gamePage(page).getByTestId('game-facts')
      await expect(facts.getByRole('row').first()).toHaveText(/^Studio/)
      await expect(facts.getByRole('rowheader', { name: 'Funcții' })).toBeVisible()
      const similar = gamePage(page).getByRole('list', { name: `Jocuri asemănătoare cu ${title}` })
      await expect(similar.getByTestId('game-card').first()).toBeVisible()
      await expect(similar.getByRole('heading', { level: 3, name: title, exact: true })).toHaveCount(0)
      await expect(gamePage(page).getByTestId('game-about').getByRole('paragraph').first()).toHaveText(
        /^\S.{80,}\.$/,
      )
      const cover = gamePage(page).getByTestId('game-cover').first()
      await expect(cover).toHaveAttribute('role', 'img')
      expect(await cover.getAttribute('aria-label')).toContain(`Copertă ${title}: `)
      const drawn = await cover.locator('svg').boundingBox()
      expect(drawn!.width).toBeGreaterThan(200)
      expect(drawn!.height / drawn!.width).toBeCloseTo(0.75, 2)
    }
  })

  test('/joc/nu-exista answers 404 with the site not-found page, which the browser keeps', async ({
    page,
  }) => {
    const response = await openLive(page, '/joc/nu-exista')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina nu a fost găsită')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('link', { name: 'Înapoi la prima pagină' })).toHaveAttribute('href', '/')
  })

  test('an unknown game reached inside the site shows the not-found view of the catalogue', async ({
    page,
  }) => {
    await openLive(page, '/pacanele-online')
    await page.evaluate(() => {
      window.history.pushState(null, '', '/joc/nu-exista')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jocul nu a fost găsit')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('link', { name: 'Toate păcănelele' })).toHaveAttribute(
      'href',
      '/pacanele-online',
    )
  })

  test('a card title opens its game page in the same document, and page_view carries its title', async ({
    page,
  }) => {
    await openLive(page, '/book-of-ra-online')
    await expect(gameCards(page).first()).toBeVisible()
    // Until the visitor reaches for it the list is server HTML, its titles plain links (0108): brought
    // to life first, as a touch does, its links move within the document.
    await scrollThroughParts(page)
    const sameDocument = await markDocument(page)
    await gameCards(page).getByRole('link', { name: 'Book of Ra Deluxe', exact: true }).click()
    await expect(page).toHaveURL(/\/joc\/book-of-ra-deluxe$/)
    await expect(gamePage(page).getByRole('heading', { level: 1 })).toHaveText('Book of Ra Deluxe')
    expect(await sameDocument()).toBe(true)
    const title = 'Book of Ra Deluxe (Novomatic): reguli și funcții | Păcănele Online'
    await expect(page).toHaveTitle(title)
    await expect
      .poll(async () => (await pageViews(page)).at(-1))
      .toMatchObject({
        path: '/joc/book-of-ra-deluxe',
        title,
      })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/joc\/book-of-ra-deluxe$/)

    // A similar game's title leads on to its page, at the top of it.
    await page.mouse.wheel(0, 2000)
    await scrollThroughParts(page)
    await gamePage(page)
      .getByRole('list', { name: /^Jocuri asemănătoare/ })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(/\/joc\/book-of-ra(-deluxe-6|-magic)?$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await sameDocument()).toBe(true)
  })

  test('the 18+ answer and the favourites are one store for the game page and the cards', async ({
    page,
  }) => {
    await openLive(page, '/joc/shining-crown')
    const actions = gamePage(page).getByTestId('game-actions')
    const counter = page.getByTestId('favourites-count')
    await expect(counter).toContainText('0')
    await actions.getByRole('button', { name: 'Adaugă la favorite' }).click()
    await expect(counter).toContainText('1')

    await actions.getByRole('button', { name: 'Joacă pe Bani Reali' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Ai peste 18 ani?' })).toBeVisible()
    await expect(dialog.getByRole('link')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Am peste 18 ani' }).click()
    await expect(dialog.getByRole('link', { name: /operatorilor licențiați ONJN/ })).toHaveAttribute(
      'href',
      /^https:\/\/onjn\.gov\.ro\//,
    )
    await page.keyboard.press('Escape')

    // Client-side to the category through the breadcrumbs: the card agrees with the page.
    await page
      .getByRole('navigation', { name: 'Fir de navigare' })
      .getByRole('link', { name: 'EGT Slots Online' })
      .click()
    const card = gameCards(page).filter({
      has: page.getByRole('link', { name: 'Shining Crown', exact: true }),
    })
    await expect(card.getByRole('button', { name: 'Elimină din favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await card.getByRole('button', { name: 'Joacă Gratis' }).click()
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Shining Crown' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Am peste 18 ani' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    // Unfavourited on the card, the page shows it after a reload (persisted in the store).
    await card.getByRole('button', { name: 'Elimină din favorite' }).click()
    await expect(counter).toContainText('0')
    await openLive(page, '/joc/shining-crown')
    await expect(actions.getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  test("category pages' ItemList points at the game pages of the cards shown", async ({ page }) => {
    await openLive(page, '/sloturi-online')
    await expect(gameCards(page).first()).toBeVisible()
    const list = (await catalogueJsonLd(page)).find((data) => data['@type'] === 'ItemList')!
    const urls = (list.itemListElement as Array<{ url: string }>).map((item) => new URL(item.url).pathname)
    const hrefs = await gameCards(page)
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(urls).toEqual(hrefs)
    expect(urls.every((path) => path.startsWith('/joc/'))).toBe(true)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious on a game page in ${colorScheme}`, async ({ page }) => {
      await chosenTheme(page, colorScheme)
      await openLive(page, '/joc/sweet-bonanza')
      await expect(gamePage(page).getByRole('heading', { level: 1 })).toBeVisible()
      expect(await htmlIsDark(page)).toBe(colorScheme === 'dark')
      const serious = (await axeViolations(page)).filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      )
      expect(serious).toEqual([])
    })
  }
})
