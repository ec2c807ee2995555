import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { catalogueRoot, gameCards } from '../support/catalogue-page'
import { gotoHome } from '../support/home-chrome'
import { openLive } from '../support/live'

/** "46 de jocuri" → 46, checking the Romanian plural on the way (1 joc, 2–19 jocuri, 20 de jocuri). */
function parseCount(label: string, one: string, many: string): number {
  const match = /^(\d{1,3}(?:\.\d{3})*) (de )?(\S+)$/.exec(label.trim())
  if (!match) throw new Error(`not a count: "${label}"`)
  const count = Number(match[1]!.replace(/\./g, ''))
  const lastTwo = count % 100
  const takesDe = count !== 0 && !(lastTwo >= 1 && lastTwo <= 19)
  expect(match[3], label).toBe(count === 1 ? one : many)
  expect(Boolean(match[2]), `"de" in "${label}"`).toBe(count !== 1 && takesDe)
  return count
}

/** A free-play page's count: "3 jocuri de jucat aici, 46 de jocuri doar prezentate". */
const FREE_PLAY_COUNT = /^(.+) de jucat aici, (.+) doar prezentate$/

/** The house games a free-play page lists first, each playable on its own page. */
async function houseGameCards(page: Page, path: string): Promise<number> {
  await openLive(page, path)
  const cards = catalogueRoot(page).getByTestId('house-game-card')
  await expect(cards.first()).toBeVisible()
  for (const card of await cards.all())
    await expect(card.getByRole('link', { name: /^Joacă Gratis / })).toHaveAttribute(
      'href',
      /^\/joc-gratis\//,
    )
  return cards.count()
}

/** Counts the cards a category really lists, walking through all of its pages. */
async function countListedGames(page: Page, path: string): Promise<number> {
  let total = 0
  for (let pageNumber = 1; ; pageNumber++) {
    await openLive(page, pageNumber === 1 ? path : `${path}?pagina=${pageNumber}`)
    await expect(gameCards(page).first()).toBeVisible()
    total += await gameCards(page).count()
    if (
      (await catalogueRoot(page)
        .getByRole('link', { name: /Pagina următoare/ })
        .count()) === 0
    )
      return total
  }
}

test.describe('true counts', { tag: ['@home', '@categories'] }, () => {
  test(
    'the counts on the home tiles equal what the linked pages list',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(180_000)
      await gotoHome(page)
      const heroCount = page.getByTestId('home-feature-title').first()
      await expect(heroCount.getByTestId('catalogue-count')).toBeVisible()
      const catalogue = parseCount((await heroCount.textContent())!, 'joc', 'jocuri')

      const tiles = page.getByTestId('home-category-tile')
      await expect(tiles).toHaveCount(9)
      const shown: Array<{ href: string; label: string }> = []
      for (const tile of await tiles.all()) {
        await expect(tile.getByTestId('catalogue-count')).toBeVisible()
        shown.push({
          href: (await tile.getAttribute('href'))!,
          label: (await tile.getByTestId('home-category-count').textContent())!,
        })
      }
      expect(shown.join(' ')).not.toMatch(/\+/)

      for (const { href, label } of shown) {
        if (href === '/sloturi-cu-bonus') {
          await openLive(page, href)
          const offerItems = catalogueRoot(page).getByTestId('bonus-offers').getByRole('listitem')
          await expect(offerItems.first()).toBeVisible()
          const offers = await offerItems.count()
          expect(parseCount(label, 'ofertă', 'oferte'), href).toBe(offers)
          continue
        }
        const listed = await countListedGames(page, href)
        const freePlay = FREE_PLAY_COUNT.exec(label)
        if (freePlay) {
          // What plays here and what is only presented, each counted on the page.
          expect(parseCount(freePlay[1]!, 'joc', 'jocuri'), href).toBe(await houseGameCards(page, href))
          expect(parseCount(freePlay[2]!, 'joc', 'jocuri'), href).toBe(listed)
          continue
        }
        expect(parseCount(label, 'joc', 'jocuri'), href).toBe(listed)
        if (href === '/pacanele-online') expect(catalogue).toBe(listed)
      }
      expect(shown.filter(({ label }) => FREE_PLAY_COUNT.test(label)).map(({ href }) => href)).toEqual([
        '/sloturi-gratis',
        '/pacanele-gratis',
      ])
    },
  )

  test("a category's header counts what the page lists", async ({ page }) => {
    const listed = await countListedGames(page, '/egt-slots-online')
    await openLive(page, '/egt-slots-online')
    expect(parseCount((await page.getByTestId('category-count').textContent())!, 'joc', 'jocuri')).toBe(
      listed,
    )
  })
})
