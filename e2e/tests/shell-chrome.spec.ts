import { menuLinks } from 'shell/routes'
import { expect, test } from '../support/fixtures'
import { chromiumOnly } from '../support/suites'
import {
  darkAtBodyAndAfter,
  gotoHome,
  htmlIsDark,
  menuLink,
  menuTrigger,
  pageViews,
  themeOption,
  traceThemeBeforeBody,
} from '../support/home-chrome'
import { openLive, reloadLive } from '../support/live'
import { storeBeforeLoad } from '../support/stored'

test.describe('shell chrome', { tag: '@shell' }, () => {
  // Whatever the system's setting: each option the keyboard reaches decides the theme itself.
  test('the theme switch is a keyboard-operable radio group', async ({ page }) => {
    await gotoHome(page)
    const group = page.getByRole('group', { name: 'Temă' })
    await expect(group.getByRole('radio')).toHaveCount(3)
    await group.getByRole('radio', { name: 'Sistem' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(group.getByRole('radio', { name: 'Întunecată' })).toBeChecked()
    await expect(group.getByRole('radio', { name: 'Întunecată' })).toBeFocused()
    await expect.poll(() => htmlIsDark(page)).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expect(group.getByRole('radio', { name: 'Luminoasă' })).toBeChecked()
    await expect.poll(() => htmlIsDark(page)).toBe(false)
  })

  test.describe('theme', chromiumOnly('colourScheme'), () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`follows a ${colorScheme} system setting when nothing is stored`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await gotoHome(page)
        expect(await htmlIsDark(page)).toBe(colorScheme === 'dark')
        await expect(page.getByRole('radio', { name: 'Sistem' })).toBeChecked()
      })
    }

    test('follows live system changes without a reload', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await gotoHome(page)
      expect(await htmlIsDark(page)).toBe(false)
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect.poll(() => htmlIsDark(page)).toBe(true)
      await page.emulateMedia({ colorScheme: 'light' })
      await expect.poll(() => htmlIsDark(page)).toBe(false)
    })

    test('a stored choice wins over the system setting, and the switch stores a new one', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await storeBeforeLoad(page, { theme: 'light' }, 'first page')
      await gotoHome(page)
      expect(await htmlIsDark(page)).toBe(false)
      await expect(page.getByRole('radio', { name: 'Luminoasă' })).toBeChecked()

      await themeOption(page, 'Întunecată').click()
      await expect.poll(() => htmlIsDark(page)).toBe(true)
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
      await page.emulateMedia({ colorScheme: 'light' })
      await reloadLive(page)
      await expect(page.getByRole('radio', { name: 'Întunecată' })).toBeChecked()
      expect(await htmlIsDark(page)).toBe(true)
    })

    for (const [name, value] of [
      ['garbage', 'purple'],
      ['JSON', '{"theme":"dark"}'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        test(`a ${name} stored value falls back to the ${colorScheme} system setting`, async ({ page }) => {
          await page.emulateMedia({ colorScheme })
          await storeBeforeLoad(page, { theme: value })
          await gotoHome(page)
          expect(await htmlIsDark(page)).toBe(colorScheme === 'dark')
          await expect(page.getByRole('radio', { name: 'Sistem' })).toBeChecked()
        })
      }
    }

    test('storage that throws falls back to the system setting and the site still works', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError')
          },
        })
      })
      await gotoHome(page)
      expect(await htmlIsDark(page)).toBe(true)
      await themeOption(page, 'Luminoasă').click()
      await expect.poll(() => htmlIsDark(page)).toBe(false)
    })

    // How "no flash" is proven: an init script (it runs before any of the page's own scripts) logs
    // every change of <html class> and the moment the parser inserts <body>, in document order. The
    // page cannot paint content before <body> exists, and the app's module scripts run only after
    // parsing, so the class <html> had at that moment is what the first paint used, set by the inline
    // script alone. It must be right and must never flip afterwards.
    for (const [stored, colorScheme, dark] of [
      ['dark', 'light', true],
      ['light', 'dark', false],
      ['system', 'dark', true],
      ['garbage', 'dark', true],
      [null, 'dark', true],
      [null, 'light', false],
    ] as const) {
      test(`no flash: stored ${stored ?? 'nothing'} with a ${colorScheme} system is ${dark ? 'dark' : 'light'} before <body>`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme })
        if (stored) await storeBeforeLoad(page, { theme: stored })
        await page.addInitScript(traceThemeBeforeBody)
        await gotoHome(page)
        const { atBody, later } = await darkAtBodyAndAfter(page)
        expect(atBody).toBe(dark)
        expect(later.every((state) => state === dark)).toBe(true)
      })
    }
  })

  test.describe('header, footer and navigation', () => {
    test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
      await gotoHome(page)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Sari la conținut' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('main').getByRole('link', { name: 'Joacă Gratis Acum' })).toBeFocused()
    })

    test('the logo leads home and the search box submits to /?s=', async ({ page }) => {
      await openLive(page, '/sloturi-gratis')
      await page.getByRole('link', { name: 'Păcănele Online, prima pagină' }).click()
      await expect(page).toHaveURL(/\/$/)
      const search = page.getByRole('search').getByRole('searchbox', { name: 'Caută jocuri' })
      await search.fill('book of ra')
      await search.press('Enter')
      await expect(page).toHaveURL(/\/\?s=book\+of\+ra$/)
      await expect(search).toHaveValue('book of ra')
    })

    test('the favourites counter reads the store', async ({ page }) => {
      const ids = ['book-of-ra', 'sweet-bonanza']
      await storeBeforeLoad(page, { favourites: JSON.stringify(ids) })
      await gotoHome(page)
      await expect(page.getByTestId('favourites-count')).toHaveText(`Favorite:${ids.length}`)
    })

    test(
      'the footer carries the responsible-gambling notice and every category',
      { tag: '@smoke' },
      async ({ page }) => {
        await openLive(page, '/pacanele-gratis')
        const footer = page.getByRole('contentinfo')
        await expect(footer.getByTestId('age-mark')).toHaveText('18+')
        await expect(
          footer.getByText('Jocurile de noroc pot crea dependență. Joacă responsabil.'),
        ).toBeVisible()
        await expect(footer.getByText('Site informativ: nu organizăm jocuri de noroc.')).toBeVisible()
        const onjn = footer.getByRole('link', { name: /Oficiul Național pentru Jocuri de Noroc/ })
        await expect(onjn).toHaveAttribute('href', 'https://onjn.gov.ro')
        await expect(onjn).toHaveAttribute('rel', /noopener/)
        await expect(footer.getByRole('link', { name: /jocresponsabil\.ro/ })).toHaveAttribute(
          'href',
          'https://jocresponsabil.ro',
        )
        const categories = footer.getByRole('navigation', { name: 'Categorii' }).getByRole('link')
        await expect(categories).toHaveText(menuLinks.map((link) => link.label))
        for (const [index, link] of menuLinks.entries()) {
          await expect(categories.nth(index)).toHaveAttribute('href', link.to)
        }
        await categories.filter({ hasText: 'Book of Ra' }).click()
        await expect(page).toHaveURL(/\/book-of-ra-online$/)
      },
    )

    test('page_view carries the new page path and title over menu navigation, back and forward', async ({
      page,
    }) => {
      await gotoHome(page)
      await expect.poll(async () => (await pageViews(page)).length).toBe(1)
      const seen: Array<{ path: string; title: string }> = []
      const expectView = async (count: number, path: string) => {
        await expect.poll(async () => (await pageViews(page)).length).toBe(count)
        const last = (await pageViews(page)).at(-1)!
        expect(last.path).toBe(path)
        expect(last.location).toBe(page.url())
        expect(last.title).toBe(await page.title())
        seen.push({ path, title: last.title })
      }
      seen.push({ path: '/', title: (await pageViews(page))[0]!.title })
      expect((await pageViews(page))[0]!.path).toBe('/')

      const steps: Array<[string, string]> = [
        ['Sloturi Online', '/sloturi-online'],
        ['Book of Ra', '/book-of-ra-online'],
        ['Acasă', '/'],
      ]
      for (const [index, [label, path]] of steps.entries()) {
        await menuTrigger(page).click()
        await menuLink(page, label).click()
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
        await expectView(index + 2, path)
      }
      await page.goBack()
      await expectView(5, '/book-of-ra-online')
      await page.goBack()
      await expectView(6, '/sloturi-online')
      await page.goForward()
      await expectView(7, '/book-of-ra-online')

      const titleOf = (path: string) => seen.filter((view) => view.path === path).map((view) => view.title)
      for (const path of ['/', '/sloturi-online', '/book-of-ra-online']) {
        expect(new Set(titleOf(path)).size, `one title for ${path}`).toBe(1)
      }
      expect(new Set(seen.map((view) => view.title)).size, 'each page has its own title').toBe(3)
    })
  })
})
