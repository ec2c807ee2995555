import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import {
  CATALOGUE_ROOT,
  cardTitles,
  catalogueRoot,
  dataLayerEvents,
  gameCards,
  useDarkTheme,
} from '../support/catalogue-page'

test('searching from the header box shows ranked results and tracks one search event', async ({ page }) => {
  await page.goto('/sloturi-online')
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
})

test('a typed URL searches without case or diacritics, title prefixes first', async ({ page }) => {
  await page.goto('/?s=BOOK%20OF')
  await expect(gameCards(page).first()).toBeVisible()
  const titles = await cardTitles(page)
  // Every title starting with "book of" comes before any other match; the most played first.
  const prefixed = titles.filter((title) => /^book of/i.test(title))
  expect(prefixed.length).toBeGreaterThanOrEqual(6)
  expect(titles.slice(0, prefixed.length)).toEqual(prefixed)
  expect(titles[0]).toBe('Book of Ra')
  await page.goto('/?s=pl%C4%83%C8%9Bi%20oriunde')
  await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText(
    '3 rezultate pentru „plăți oriunde”',
  )
  await page.goto('/?s=plati%20ORIUNDE')
  await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText(
    '3 rezultate pentru „plati ORIUNDE”',
  )
})

test('"pacanele", the word most visitors type, finds the Păcănele games', async ({ page }) => {
  await page.goto('/?s=pacanele')
  await expect(gameCards(page).first()).toBeVisible()
  await expect(catalogueRoot(page).getByTestId('search-count')).toContainText(
    'de rezultate pentru „pacanele”',
  )
})

test('no results suggests categories; hostile input is shown as text', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  await page.goto(`/?s=${encodeURIComponent('<img src=x onerror=alert(1)>\u202e\u200b')}`)
  const root = catalogueRoot(page)
  await expect(root.getByTestId('search-count')).toHaveText(/^0 rezultate pentru/)
  await expect(root.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=alert(1)>')
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await root.getByTestId('no-results').getByRole('link', { name: 'EGT Slots' }).click()
  await expect(page).toHaveURL(/\/egt-slots-online$/)
  expect(dialogs).toBe(0)
})

test('an absurdly long query is cut, not crashed on', async ({ page }) => {
  await page.goto(`/?s=${'hot'.repeat(30_000)}`)
  await expect(catalogueRoot(page).getByTestId('search-count')).toHaveText(/^0 rezultate pentru/)
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on search results (${theme})`, async ({ page }) => {
    if (theme === 'dark') await useDarkTheme(page)
    await page.goto('/?s=hot')
    await expect(gameCards(page).first()).toBeVisible()
    const results = await new AxeBuilder({ page }).include(CATALOGUE_ROOT).analyze()
    expect(results.violations).toEqual([])
  })
}
