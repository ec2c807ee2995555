import type { Page } from '@playwright/test'
import { PARAMS } from 'mfe-categories/url-params'
import { expect, test } from '../support/fixtures'
import { CHROMIUM_ONLY, chromiumOnly } from '../support/suites'

test.describe('native forms', { ...chromiumOnly('javaScriptOff'), tag: ['@shell', CHROMIUM_ONLY] }, () => {
  /**
   * Search and filters are plain GET forms: a browser without the app's JavaScript (blocked, failed,
   * or not there yet) submits them itself, to the addresses the app uses.
   */
  test.use({ javaScriptEnabled: false })

  /** Opens a page as the server sends it; the suite's wait for the app would only run out here. */
  async function open(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForLoadState()
  }

  test('the category filters submit to the category’s own address, the choice in its parameter', async ({
    page,
  }) => {
    await open(page, '/sloturi-online')
    const filters = page.getByRole('form', { name: 'Filtre' })
    await filters.getByLabel('Furnizor').selectOption('netent')
    const response = page.waitForResponse((answer) => answer.request().isNavigationRequest())
    await filters.getByRole('button', { name: 'Aplică filtrele' }).click()
    expect((await response).status()).toBe(200)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/sloturi-online')
    // Every control is sent, the untouched ones empty or at the category's default order.
    expect([...url.searchParams]).toEqual([
      [PARAMS.query, ''],
      [PARAMS.provider, 'netent'],
      [PARAMS.feature, ''],
      [PARAMS.sort, 'rating'],
    ])
  })

  test('the header search submits to /?s=, by Enter and by its button', async ({ page }) => {
    for (const submit of ['Enter', 'button'] as const) {
      await open(page, '/sloturi-online')
      const search = page.getByRole('search')
      await search.getByRole('searchbox', { name: 'Caută jocuri' }).fill('book of ra')
      const response = page.waitForResponse((answer) => answer.request().isNavigationRequest())
      if (submit === 'Enter') await search.getByRole('searchbox').press('Enter')
      else await search.getByRole('button', { name: 'Caută' }).click()
      expect((await response).status(), submit).toBe(200)
      expect(page.url(), submit).toMatch(/\/\?s=book\+of\+ra$/)
    }
  })
})
