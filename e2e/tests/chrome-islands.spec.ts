import type { Page } from '@playwright/test'
import { paths } from 'shell/routes'
import { openWithClockStill, passIdle, untilHydrated } from '../support/clock'
import { expect, test } from '../support/fixtures'
import { storeBeforeLoad } from '../support/stored'

/**
 * The shell's chrome as islands (shell decision 0115): the header's controls and the consent prompt
 * are composed HTML that comes alive when wanted, as the footer (0109) and the remotes' parts do: on
 * the first screen at the browser's first idle period, at once when touched (a tap meanwhile kept
 * and replayed), and at once when the visitor's own state shows in them. The page's clock is paused
 * before it loads, so that idle periods come only when the test moves time on.
 */
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
const HEADER_CONTROLS = ['menu', 'search', 'favourites', 'theme']
const prompt = (page: Page) => page.getByRole('region', { name: 'Confidențialitatea ta' })
const themeChoice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Temă' }).getByRole('radio', { name, exact: true })

test.describe('the chrome as islands', { tag: ['@shell', '@local'] }, () => {
  test("the header's controls keep their server HTML until the first idle period, and the page is ready only then", async ({
    page,
  }) => {
    await openWithClockStill(page, '/sloturi-online')
    for (const name of HEADER_CONTROLS) {
      await expect(island(page, name), name).toHaveAttribute('data-hydration', 'waiting-idle')
      await expect(island(page, name), name).not.toHaveAttribute('data-live')
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready')
    // Server HTML that works meanwhile: the menu opens as a popover, the search is a form.
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Acasă' })).toBeVisible()
    await page.keyboard.press('Escape')

    await passIdle(page)
    for (const name of HEADER_CONTROLS) {
      await expect(island(page, name), name).toHaveAttribute('data-hydration', /^(idle|touched)$/)
      await untilHydrated(page, island(page, name), name)
    }
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  })

  test('a theme chosen before the switch is live is kept, and applies once it is', async ({ page }) => {
    await openWithClockStill(page)
    await expect(island(page, 'theme')).toHaveAttribute('data-hydration', 'waiting-idle')
    await expect(themeChoice(page, 'Sistem')).toBeChecked()
    await page.getByTitle('Întunecată').click()
    await expect(island(page, 'theme')).toHaveAttribute('data-hydration', 'touched')
    await untilHydrated(page, island(page, 'theme'), 'the theme switch')
    await expect(themeChoice(page, 'Întunecată')).toBeChecked()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  })

  test("a visitor's stored theme and favourites bring their controls to life at once; the rest waits", async ({
    page,
  }) => {
    await storeBeforeLoad(page, { theme: 'dark', favourites: '["book-of-ra","sizzling-hot-deluxe"]' })
    await openWithClockStill(page)
    for (const name of ['theme', 'favourites']) {
      await expect(island(page, name), name).toHaveAttribute('data-hydration', 'state')
      await untilHydrated(page, island(page, name), name)
    }
    await expect(themeChoice(page, 'Întunecată')).toBeChecked()
    await expect(page.getByTestId('favourites-count')).toHaveText('Favorite:2')
    await expect(island(page, 'menu')).toHaveAttribute('data-hydration', 'waiting-idle')
  })

  test.describe('on a first visit', () => {
    test.use({ consent: null })

    test('the prompt shows from the composed page, and "Accept" tapped before it is live is kept and applied', async ({
      page,
    }) => {
      await openWithClockStill(page, paths.home)
      await expect(island(page, 'consent')).toHaveAttribute('data-hydration', 'waiting-idle')
      await expect(prompt(page)).toBeVisible()
      await prompt(page).getByRole('button', { name: 'Accept', exact: true }).click()
      await expect(island(page, 'consent')).toHaveAttribute('data-hydration', 'touched')
      await untilHydrated(page, island(page, 'consent'), 'the consent prompt')
      await expect(prompt(page)).toHaveCount(0)
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pacanele:consimtamant')!))
      expect(stored).toMatchObject({ measurement: true, trials: true })
    })
  })

  test('a visitor whose answer holds is not shown the composed prompt, which goes once the app runs', async ({
    page,
  }) => {
    await openWithClockStill(page, paths.home)
    await expect(island(page, 'consent')).toHaveAttribute('data-hydration', 'state')
    await untilHydrated(page, island(page, 'consent'), 'the consent prompt')
    await expect(prompt(page)).toHaveCount(0)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, consent: null })

    test('nothing is stored or sent, so nothing is asked: the composed prompt stays hidden', async ({
      page,
    }) => {
      await page.goto(paths.home)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[data-consent-prompt]')).toBeAttached()
      await expect(prompt(page)).toBeHidden()
    })
  })
})
