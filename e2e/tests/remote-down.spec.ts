import { expect, test } from '@playwright/test'
import { markDocument, takeRemoteDown } from '../support/faults'

test.describe('a remote that is down fails in its own slot, and retry brings it back without a reload', () => {
  test('mfe-categories down on the home page', async ({ page }) => {
    const bringBack = await takeRemoteDown(page, 'categories')
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('[data-remote="mfe-home"] h1')).toBeVisible()
    await expect(page.locator('[data-remote="mfe-faq"]')).toBeVisible()
    const failure = page.getByRole('alert').filter({ hasText: 'Nu am putut încărca jocurile populare' })
    await expect(failure).toBeVisible()
    await expect(page.locator('[data-remote="mfe-categories"]')).toHaveCount(0)

    const sameDocument = await markDocument(page)
    await bringBack()
    await failure.getByRole('button', { name: 'Reîncearcă' }).click()
    await expect(page.locator('[data-remote="mfe-categories"]').first()).toBeVisible()
    await expect(failure).toHaveCount(0)
    expect(await sameDocument()).toBe(true)
    const events = await page.evaluate(() => window.dataLayer ?? [])
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'remote_error', remote: 'categories', module: 'PopularGames' }),
    )
  })

  test('mfe-faq down on a category page', async ({ page }) => {
    const bringBack = await takeRemoteDown(page, 'faq')
    await page.goto('/book-of-ra-online')
    await expect(page.locator('[data-slug="book-of-ra-online"] h1')).toBeVisible()
    const failure = page.getByRole('alert').filter({ hasText: 'Nu am putut încărca întrebările frecvente' })
    await expect(failure).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    const sameDocument = await markDocument(page)
    await bringBack()
    await failure.getByRole('button', { name: 'Reîncearcă' }).click()
    await expect(page.locator('[data-remote="mfe-faq"][data-topic="book-of-ra-online"]')).toBeVisible()
    expect(await sameDocument()).toBe(true)
  })

  test('mfe-home down: the page says so, navigation still works, retry renders it', async ({ page }) => {
    const bringBack = await takeRemoteDown(page, 'home')
    await page.goto('/')
    const failure = page.getByRole('alert').filter({ hasText: 'Nu am putut încărca pagina principală' })
    await expect(failure).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    const sameDocument = await markDocument(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sweet Bonanza' }).click()
    await expect(page.locator('[data-slug="sweet-bonanza-online"] h1')).toBeVisible()
    await page.goBack()
    await expect(failure).toBeVisible()
    await bringBack()
    await failure.getByRole('button', { name: 'Reîncearcă' }).click()
    await expect(page.locator('[data-remote="mfe-home"] h1')).toBeVisible()
    expect(await sameDocument()).toBe(true)
  })
})
