import { menuLinks } from 'shell/routes'
import { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS } from 'shell/menu-timing'
import { pauseClock, settle } from '../support/clock'
import { expect, test } from '../support/fixtures'
import {
  darkAtBodyAndAfter,
  gotoHome,
  htmlIsDark,
  menuLink,
  menuTrigger,
  openMenu,
  pageViews,
  siteNavigation,
  themeOption,
  traceThemeBeforeBody,
} from '../support/home-chrome'

/** Somewhere on the page away from the header and its menu. */
const AWAY = { x: 5, y: 700 }

test.describe('menu', () => {
  test('lists the eleven links in order as plain links, marks the current page and closes after a choice', async ({
    page,
  }) => {
    await page.goto('/sloturi-online')
    await expect(menuTrigger(page)).toHaveAttribute('aria-expanded', 'false')
    await menuTrigger(page).click()
    await expect(menuTrigger(page)).toHaveAttribute('aria-expanded', 'true')
    const links = openMenu(page).getByRole('link')
    await expect(links).toHaveText(menuLinks.map((link) => link.label))
    for (const [index, link] of menuLinks.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.to)
    }
    // Site navigation is a disclosure of links, not an application menu.
    await expect(siteNavigation(page).getByRole('menu')).toHaveCount(0)
    await expect(siteNavigation(page).getByRole('menuitem')).toHaveCount(0)
    await expect(menuLink(page, 'Sloturi Online')).toHaveAttribute('aria-current', 'page')
    await expect(openMenu(page).locator('[aria-current="page"]')).toHaveCount(1)

    await menuLink(page, 'Acasă').click()
    await expect(page).toHaveURL(/\/$/)
    await expect(openMenu(page)).toHaveCount(0)
    await menuTrigger(page).click()
    await expect(menuLink(page, 'Acasă')).toHaveAttribute('aria-current', 'page')
    await expect(openMenu(page).locator('[aria-current="page"]')).toHaveCount(1)
  })

  test(`opens exactly ${MENU_HOVER_OPEN_DELAY_MS} ms after the pointer rests on it and closes exactly ${MENU_HOVER_CLOSE_GRACE_MS} ms after it leaves`, async ({
    page,
  }) => {
    await page.clock.install()
    await gotoHome(page)
    await pauseClock(page)
    await menuTrigger(page).hover()
    await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS - 1)
    await settle(page)
    await expect(openMenu(page)).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(openMenu(page)).toBeVisible()

    await page.mouse.move(AWAY.x, AWAY.y)
    await page.clock.runFor(MENU_HOVER_CLOSE_GRACE_MS - 1)
    await settle(page)
    await expect(openMenu(page)).toBeVisible()
    await page.clock.runFor(1)
    await expect(openMenu(page)).toHaveCount(0)
  })

  test('a pointer that only passes over the trigger does not open it', async ({ page }) => {
    await page.clock.install()
    await gotoHome(page)
    await pauseClock(page)
    await menuTrigger(page).hover()
    await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS - 1)
    await page.mouse.move(AWAY.x, AWAY.y)
    await page.clock.runFor(10 * MENU_HOVER_OPEN_DELAY_MS)
    await settle(page)
    await expect(openMenu(page)).toHaveCount(0)
    await expect(menuTrigger(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('stays open while the pointer moves from the trigger into the list, and a click on a hover-opened trigger keeps it open', async ({
    page,
  }) => {
    await page.clock.install()
    await gotoHome(page)
    await pauseClock(page)
    await menuTrigger(page).hover()
    await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS)
    await expect(openMenu(page)).toBeVisible()
    await menuTrigger(page).click()
    await settle(page)
    await expect(openMenu(page)).toBeVisible()
    await menuLink(page, 'EGT Slots').hover()
    await page.clock.runFor(2 * MENU_HOVER_CLOSE_GRACE_MS)
    await settle(page)
    await expect(openMenu(page)).toBeVisible()
    await menuLink(page, 'EGT Slots').click()
    await expect(page).toHaveURL(/\/egt-slots-online$/)
    await expect(openMenu(page)).toHaveCount(0)
  })

  test('opening under the pointer does not take focus from the search box', async ({ page }) => {
    await page.clock.install()
    await gotoHome(page)
    await pauseClock(page)
    const search = page.getByRole('searchbox', { name: 'Caută jocuri' })
    await search.focus()
    await menuTrigger(page).hover()
    await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS)
    await expect(openMenu(page)).toBeVisible()
    await expect(search).toBeFocused()
    await page.mouse.move(AWAY.x, AWAY.y)
    await page.clock.runFor(MENU_HOVER_CLOSE_GRACE_MS)
    await expect(openMenu(page)).toHaveCount(0)
    await expect(search).toBeFocused()
  })

  test('works by keyboard: Enter and Space toggle, ArrowDown enters the list, arrows, Home and End move, Escape returns focus', async ({
    page,
  }) => {
    await gotoHome(page)
    const trigger = menuTrigger(page)
    for (const key of ['Enter', ' ']) {
      await trigger.focus()
      await page.keyboard.press(key)
      await expect(openMenu(page)).toBeVisible()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('ArrowDown')
      await expect(menuLink(page, 'Acasă')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(menuLink(page, 'Păcănele Online')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(menuLink(page, 'Sloturi Online')).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(menuLink(page, 'Păcănele Online')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(openMenu(page)).toHaveCount(0)
      await expect(trigger).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(openMenu(page)).toHaveCount(0)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(menuLink(page, 'Acasă')).toBeFocused()
    await page.keyboard.press('End')
    await expect(menuLink(page, 'EGT Slots')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(menuLink(page, 'Acasă')).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/egt-slots-online$/)
    await expect(openMenu(page)).toHaveCount(0)
  })
})

test.describe('menu by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } })

  test('a tap opens and closes it, and a tapped link navigates', async ({ page }) => {
    await gotoHome(page)
    await menuTrigger(page).tap()
    await expect(openMenu(page)).toBeVisible()
    await menuTrigger(page).tap()
    await expect(openMenu(page)).toHaveCount(0)
    await menuTrigger(page).tap()
    await menuLink(page, 'Sweet Bonanza').tap()
    await expect(page).toHaveURL(/\/sweet-bonanza-online$/)
    await expect(openMenu(page)).toHaveCount(0)
  })
})

test.describe('theme', () => {
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

  test('a stored choice wins over the system setting, and the switch stores a new one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'light')
        sessionStorage.setItem('seeded', '1')
      }
    })
    await gotoHome(page)
    expect(await htmlIsDark(page)).toBe(false)
    await expect(page.getByRole('radio', { name: 'Luminoasă' })).toBeChecked()

    await themeOption(page, 'Întunecată').click()
    await expect.poll(() => htmlIsDark(page)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(page.getByRole('radio', { name: 'Întunecată' })).toBeChecked()
    expect(await htmlIsDark(page)).toBe(true)
  })

  test('the switch is a keyboard-operable radio group', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
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

  for (const [name, value] of [
    ['garbage', 'purple'],
    ['JSON', '{"theme":"dark"}'],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`a ${name} stored value falls back to the ${colorScheme} system setting`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await page.addInitScript((stored) => localStorage.setItem('theme', stored), value)
        await gotoHome(page)
        expect(await htmlIsDark(page)).toBe(colorScheme === 'dark')
        await expect(page.getByRole('radio', { name: 'Sistem' })).toBeChecked()
      })
    }
  }

  test('storage that throws falls back to the system setting and the site still works', async ({ page }) => {
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
      if (stored) await page.addInitScript((value) => localStorage.setItem('theme', value), stored)
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
    await page.goto('/sloturi-gratis')
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
    await page.addInitScript((stored) => localStorage.setItem('favourites', JSON.stringify(stored)), ids)
    await gotoHome(page)
    await expect(page.getByTestId('favourites-count')).toHaveText(`Favorite:${ids.length}`)
  })

  test('the footer carries the responsible-gambling notice and every category', async ({ page }) => {
    await page.goto('/pacanele-gratis')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByTestId('age-mark')).toHaveText('18+')
    await expect(footer.getByText('Jocurile de noroc pot crea dependență. Joacă responsabil.')).toBeVisible()
    await expect(footer.getByText('Site informativ: nu organizăm jocuri de noroc.')).toBeVisible()
    const onjn = footer.getByRole('link', { name: /ONJN/ })
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
  })

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
