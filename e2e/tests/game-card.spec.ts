import { expect, test } from '../support/fixtures'
import { cardTitles, dataLayerEvents, gameCards } from '../support/catalogue-page'
import { openLive, reloadLive } from '../support/live'

test.describe('game cards', { tag: '@categories' }, () => {
  test('home page shows the four popular games with ro-RO ratings, and no player count without a source', async ({
    page,
  }) => {
    await openLive(page, '/')
    await expect(gameCards(page)).toHaveCount(4)
    expect(await cardTitles(page)).toEqual(['Book of Ra', 'Sweet Bonanza', 'Shining Crown', 'Extra Stars'])
    const book = gameCards(page).filter({ hasText: 'Book of Ra' })
    await expect(gameCards(page).filter({ hasText: /jucători/ })).toHaveCount(0)
    await expect(book).toContainText(/(^|[^\d,])4,8([^\d,]|$)/)
    await expect(book.getByRole('list', { name: 'Funcții' }).getByRole('listitem')).toHaveCount(3)
  })

  test('play buttons ask for 18+ once, then open the game or the ONJN notice', async ({ page }) => {
    await openLive(page, '/')
    const book = gameCards(page).filter({ hasText: 'Book of Ra' })
    await book.getByRole('button', { name: 'Joacă Gratis' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Ai peste 18 ani?' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Am peste 18 ani' }).click()
    await expect(dialog.getByRole('heading', { name: 'Book of Ra' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Demo-ul jocului nu este oferit aici' })).toBeVisible()
    await expect(dialog.getByText('până la 92,13%')).toBeVisible()
    // Book of Ra's volatility is high: the house game offered is the high one.
    await expect(dialog.getByRole('link', { name: 'Joacă gratis Noaptea de Sânziene' })).toHaveAttribute(
      'href',
      '/joc-gratis/noaptea-de-sanziene',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const sweet = gameCards(page).filter({ hasText: 'Sweet Bonanza' })
    await sweet.getByRole('button', { name: 'Joacă pe Bani Reali' }).click()
    await expect(page.getByRole('button', { name: 'Am peste 18 ani' })).toHaveCount(0)
    const link = page.getByRole('dialog').getByRole('link', { name: /operatorilor licențiați ONJN/ })
    await expect(link).toHaveAttribute('href', /^https:\/\/onjn\.gov\.ro\//)
    await expect
      .poll(() => dataLayerEvents(page, 'play_free_click'))
      .toEqual([{ event: 'play_free_click', gameId: 'book-of-ra' }])
    await expect
      .poll(() => dataLayerEvents(page, 'play_real_click'))
      .toEqual([{ event: 'play_real_click', gameId: 'sweet-bonanza' }])
  })

  test('a favourite clicked in a card is counted in the header and kept after reload', async ({ page }) => {
    await openLive(page, '/')
    const counter = page.getByTestId('favourites-count')
    await expect(counter).toHaveText('Favorite:0')
    const card = gameCards(page).filter({ hasText: 'Shining Crown' })
    await card.getByRole('button', { name: 'Adaugă la favorite' }).click()
    await expect(counter).toHaveText('Favorite:1')
    await expect(card.getByRole('button', { name: 'Elimină din favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect
      .poll(() => dataLayerEvents(page, 'favourite_toggle'))
      .toEqual([{ event: 'favourite_toggle', gameId: 'shining-crown', favourite: true }])
    await reloadLive(page)
    await expect(counter).toHaveText('Favorite:1')
    await expect(
      gameCards(page)
        .filter({ hasText: 'Shining Crown' })
        .getByRole('button', { name: 'Elimină din favorite' }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  test("a studio game's Joacă Gratis leads, one tap after the 18+ question, to the house game nearest in volatility", async ({
    page,
  }) => {
    await openLive(page, '/joc/sweet-bonanza')
    await page.getByTestId('game-actions').getByRole('button', { name: 'Joacă Gratis' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Am peste 18 ani' }).click()
    const offer = page.getByRole('dialog').getByTestId('house-game-offer')
    await expect(offer).toContainText('Pragmatic Play publică o versiune demo a jocului Sweet Bonanza')
    await offer.getByRole('link', { name: 'Joacă gratis Noaptea de Sânziene' }).click()
    await expect(page).toHaveURL(/\/joc-gratis\/noaptea-de-sanziene$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noaptea de Sânziene')
    // The 18+ answer given in the dialog holds for the game: the first press spins.
    await page.getByRole('button', { name: 'Rotește' }).click()
    await expect(page.locator('[data-session="Rotiri"]')).toHaveText('1')
  })
})
