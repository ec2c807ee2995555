import { expect, test } from '../support/fixtures'
import { MAX_SEARCH_LENGTH } from 'shell/routes'
import { cardTitles, catalogueRoot, dataLayerEvents, gameCards } from '../support/catalogue-page'
import { openLive } from '../support/live'

test.describe('search', { tag: '@categories' }, () => {
  test(
    'searching from the header box shows ranked results and tracks one search event',
    { tag: '@smoke' },
    async ({ page }) => {
      await openLive(page, '/sloturi-online')
      await expect(gameCards(page).first()).toBeVisible()
      const box = page.getByLabel('Caută jocuri')
      await box.fill('sizzling')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/\?s=sizzling$/)
      const root = catalogueRoot(page)
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('Rezultate pentru „sizzling”')
      await expect(root.getByTestId('search-count')).toHaveText('1 rezultat pentru „sizzling”')
      expect(await cardTitles(page)).toEqual(['Sizzling Hot Deluxe'])
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect
        .poll(() => dataLayerEvents(page, 'search'))
        .toEqual([{ event: 'search', query: 'sizzling', results: 1 }])
    },
  )

  test('a typed URL searches without case or diacritics, title prefixes first', async ({ page }) => {
    await openLive(page, '/?s=BOOK%20OF')
    await expect(gameCards(page).first()).toBeVisible()
    // Served as the frame (no composed page for a search): its placeholder title gives way to the page's.
    await expect(page).toHaveTitle('Rezultate pentru „BOOK OF” | Păcănele Online')
    await expect(page.locator('head > title')).toHaveCount(1)
    const titles = await cardTitles(page)
    // Every title starting with "book of" comes before any other match; the most played first.
    const prefixed = titles.filter((title) => /^book of/i.test(title))
    expect(prefixed.length).toBeGreaterThanOrEqual(6)
    expect(titles.slice(0, prefixed.length)).toEqual(prefixed)
    expect(titles[0]).toBe('Book of Ra')
    await openLive(page, '/?s=pl%C4%83%C8%9Bi%20oriunde')
    await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText(
      '3 rezultate pentru „plăți oriunde”',
    )
    await openLive(page, '/?s=plati%20ORIUNDE')
    await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText(
      '3 rezultate pentru „plati ORIUNDE”',
    )
  })

  test('"pacanele", the word most visitors type, finds twenty or more games: the count is the number of cards', async ({
    page,
  }) => {
    await openLive(page, '/?s=pacanele')
    await expect(gameCards(page).first()).toBeVisible()
    const count = catalogueRoot(page).getByTestId('search-count')
    await expect(count).toHaveText(/^[\d.]+ de rezultate pentru „pacanele”$/)
    const total = Number((await count.textContent())!.split(' ')[0]!.replace(/\./g, ''))
    expect(total).toBeGreaterThanOrEqual(20)
    const more = catalogueRoot(page).getByRole('button', { name: 'Încarcă mai multe' })
    for (let shown = await gameCards(page).count(); shown < total; shown = await gameCards(page).count()) {
      await more.click()
      await expect(gameCards(page)).not.toHaveCount(shown)
    }
    await expect(more).toHaveCount(0)
    await expect(gameCards(page)).toHaveCount(total)
  })

  test('no results suggests categories; hostile input is shown as text', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await openLive(page, `/?s=${encodeURIComponent('<img src=x onerror=alert(1)>\u202e\u200b')}`)
    const root = catalogueRoot(page)
    await expect(root.getByTestId('search-count')).toHaveText(/^0 rezultate pentru/)
    await expect(root.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=alert(1)>')
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    await root.getByTestId('no-results').getByRole('link', { name: 'EGT Slots' }).click()
    await expect(page).toHaveURL(/\/egt-slots-online$/)
    expect(dialogs).toBe(0)
  })

  test(`a query longer than ${MAX_SEARCH_LENGTH} characters is cut to its first ${MAX_SEARCH_LENGTH}, and those are what is searched`, async ({
    page,
  }) => {
    const huge = 'hot'.repeat(3_000)
    await openLive(page, `/?s=${huge}`)
    const cut = `„${huge.slice(0, MAX_SEARCH_LENGTH)}”`
    await expect(catalogueRoot(page).getByRole('heading', { level: 1 })).toHaveText(`Rezultate pentru ${cut}`)
    await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText(`0 rezultate pentru ${cut}`)
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue(
      huge.slice(0, MAX_SEARCH_LENGTH),
    )

    // Only the cut decides the result: a title, padded past the limit with words no game has.
    const padded = 'sizzling'.padEnd(MAX_SEARCH_LENGTH, ' ') + ' nimic'.repeat(50)
    await openLive(page, `/?${new URLSearchParams({ s: padded })}`)
    await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText('1 rezultat pentru „sizzling”')
    expect(await cardTitles(page)).toEqual(['Sizzling Hot Deluxe'])
  })
})
