import type { Page } from '@playwright/test'
import { MENU_HOVER_CLOSE_GRACE_MS, MENU_HOVER_OPEN_DELAY_MS } from 'shell/tooling/app/layout/menu-timing'
import { menuLinks } from 'shell/routes'
import { pauseClock, settle } from '../support/clock'
import { expect, test } from '../support/fixtures'
import { chromiumOnly } from '../support/suites'
import {
  axeViolations,
  chosenTheme,
  gotoHome,
  menuLink,
  menuPanel,
  menuTrigger,
  menuTriggerExpanded,
  siteNavigation,
} from '../support/home-chrome'
import { openLive } from '../support/live'

/** Somewhere on the page away from the header and its menu. */
const AWAY = { x: 5, y: 700 }
const PHONE = { width: 360, height: 740 }

/** The home page with its clock stopped: each hover delay is then measured exactly. */
async function homeOnPausedClock(page: Page) {
  await page.clock.install()
  await gotoHome(page)
  await pauseClock(page)
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const endsWithPath = (path: string) => new RegExp(`${escapeForRegExp(path)}$`)

test.describe('site menu', { tag: '@shell' }, () => {
  test.describe(
    'menu without JavaScript',
    chromiumOnly('javaScriptOff', 'touch', 'accessibilityTree'),
    () => {
      test.use({ javaScriptEnabled: false, hasTouch: true, viewport: PHONE })

      const visits = [
        { from: '/', heading: 'Păcănele Online', link: 'Sloturi Online', to: '/sloturi-online' },
        { from: '/sloturi-online', heading: 'Sloturi Online', link: 'Acasă', to: '/' },
        {
          from: '/joc/book-of-ra',
          heading: 'Book of Ra',
          link: 'Sweet Bonanza',
          to: '/sweet-bonanza-online',
        },
      ]

      for (const { from, heading, link, to } of visits) {
        test(`on ${from}: a tap opens it under its button, Escape and a tap outside close it, "${link}" leads to ${to}`, async ({
          page,
        }) => {
          await page.goto(from)
          await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
          // Nothing of the app ran: the browser alone does what follows.
          await expect(page.locator('html')).not.toHaveAttribute('data-app')
          await expect(menuPanel(page)).toBeHidden()
          expect(await menuTriggerExpanded(page)).toBe(false)

          await menuTrigger(page).tap()
          await expect(menuPanel(page)).toBeVisible()
          await expect.poll(() => menuTriggerExpanded(page)).toBe(true)
          const button = (await menuTrigger(page).boundingBox())!
          const panel = (await menuPanel(page).boundingBox())!
          expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height)
          expect(panel.y).toBeLessThan(button.y + button.height + 16)
          expect(panel.x).toBeGreaterThanOrEqual(0)
          expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width)

          await page.keyboard.press('Escape')
          await expect(menuPanel(page)).toBeHidden()
          await expect.poll(() => menuTriggerExpanded(page)).toBe(false)

          await menuTrigger(page).tap()
          await expect(menuPanel(page)).toBeVisible()
          // The page's left gutter, beside the menu: nothing there to activate.
          await page.touchscreen.tap(4, panel.y + panel.height / 2)
          await expect(menuPanel(page)).toBeHidden()
          await expect(page).toHaveURL(endsWithPath(from))

          await menuTrigger(page).tap()
          await menuLink(page, link).tap()
          await expect(page).toHaveURL(endsWithPath(to))
          const label = menuLinks.find((entry) => entry.to === to)!.label
          await expect(menuPanel(page)).toBeHidden()
          await menuTrigger(page).tap()
          await expect(menuLink(page, label)).toHaveAttribute('aria-current', 'page')
        })
      }

      test('the keyboard works too: Enter opens, Tab reaches the links, Escape closes onto the button', async ({
        page,
      }) => {
        // No JavaScript, so no app to wait for: the popover is the platform's.
        await page.goto('/sloturi-online')
        await menuTrigger(page).focus()
        await page.keyboard.press('Enter')
        await expect(menuPanel(page)).toBeVisible()
        await page.keyboard.press('Tab')
        await expect(menuLink(page, 'Acasă')).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(menuPanel(page)).toBeHidden()
        await expect(menuTrigger(page)).toBeFocused()
      })
    },
  )

  test.describe('menu', () => {
    test(
      'lists the eleven links in order as plain links, marks the current page and closes after a choice',
      chromiumOnly('accessibilityTree'),
      async ({ page }) => {
        await openLive(page, '/sloturi-online')
        expect(await menuTriggerExpanded(page)).toBe(false)
        await menuTrigger(page).click()
        await expect.poll(() => menuTriggerExpanded(page)).toBe(true)
        const links = menuPanel(page).getByRole('link')
        await expect(links).toHaveText(menuLinks.map((link) => link.label))
        for (const [index, link] of menuLinks.entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', link.to)
        }
        // Site navigation is a popover of links, not an application menu.
        await expect(siteNavigation(page).getByRole('menu')).toHaveCount(0)
        await expect(siteNavigation(page).getByRole('menuitem')).toHaveCount(0)
        await expect(menuLink(page, 'Sloturi Online')).toHaveAttribute('aria-current', 'page')
        await expect(menuPanel(page).locator('[aria-current="page"]')).toHaveCount(1)

        await menuLink(page, 'Acasă').click()
        await expect(page).toHaveURL(/\/$/)
        await expect(menuPanel(page)).toBeHidden()
        await expect(menuTrigger(page)).toBeFocused()
        await menuTrigger(page).click()
        await expect(menuLink(page, 'Acasă')).toHaveAttribute('aria-current', 'page')
        await expect(menuPanel(page).locator('[aria-current="page"]')).toHaveCount(1)
      },
    )

    test(
      `opens exactly ${MENU_HOVER_OPEN_DELAY_MS} ms after the pointer rests on it and closes exactly ${MENU_HOVER_CLOSE_GRACE_MS} ms after it leaves`,
      chromiumOnly('accessibilityTree'),
      async ({ page }) => {
        await homeOnPausedClock(page)
        await menuTrigger(page).hover()
        await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS - 1)
        await settle(page)
        await expect(menuPanel(page)).toBeHidden()
        await page.clock.runFor(1)
        await expect(menuPanel(page)).toBeVisible()
        await expect.poll(() => menuTriggerExpanded(page)).toBe(true)

        await page.mouse.move(AWAY.x, AWAY.y)
        await page.clock.runFor(MENU_HOVER_CLOSE_GRACE_MS - 1)
        await settle(page)
        await expect(menuPanel(page)).toBeVisible()
        await page.clock.runFor(1)
        await expect(menuPanel(page)).toBeHidden()
        await expect.poll(() => menuTriggerExpanded(page)).toBe(false)
      },
    )

    test(
      'a pointer that only passes over the trigger does not open it',
      chromiumOnly('accessibilityTree'),
      async ({ page }) => {
        await homeOnPausedClock(page)
        await menuTrigger(page).hover()
        await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS - 1)
        await page.mouse.move(AWAY.x, AWAY.y)
        await page.clock.runFor(10 * MENU_HOVER_OPEN_DELAY_MS)
        await settle(page)
        await expect(menuPanel(page)).toBeHidden()
        expect(await menuTriggerExpanded(page)).toBe(false)
      },
    )

    test('stays open while the pointer moves from the trigger into the list, and a click on a hover-opened trigger keeps it open', async ({
      page,
    }) => {
      await homeOnPausedClock(page)
      await menuTrigger(page).hover()
      await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS)
      await expect(menuPanel(page)).toBeVisible()
      await menuTrigger(page).click()
      await settle(page)
      await expect(menuPanel(page)).toBeVisible()
      await menuLink(page, 'EGT Slots').hover()
      await page.clock.runFor(2 * MENU_HOVER_CLOSE_GRACE_MS)
      await settle(page)
      await expect(menuPanel(page)).toBeVisible()
      await menuLink(page, 'EGT Slots').click()
      await expect(page).toHaveURL(/\/egt-slots-online$/)
      await expect(menuPanel(page)).toBeHidden()
    })

    test('opening under the pointer does not take focus from the search box', async ({ page }) => {
      await homeOnPausedClock(page)
      const search = page.getByRole('searchbox', { name: 'Caută jocuri' })
      await search.focus()
      await menuTrigger(page).hover()
      await page.clock.runFor(MENU_HOVER_OPEN_DELAY_MS)
      await expect(menuPanel(page)).toBeVisible()
      await expect(search).toBeFocused()
      await page.mouse.move(AWAY.x, AWAY.y)
      await page.clock.runFor(MENU_HOVER_CLOSE_GRACE_MS)
      await expect(menuPanel(page)).toBeHidden()
      await expect(search).toBeFocused()
    })

    test(
      'works by keyboard: Enter and Space toggle, ArrowDown enters the list, arrows, Home and End move, Escape returns focus',
      chromiumOnly('accessibilityTree'),
      async ({ page }) => {
        await gotoHome(page)
        const trigger = menuTrigger(page)
        for (const key of ['Enter', ' ']) {
          await trigger.focus()
          await page.keyboard.press(key)
          await expect(menuPanel(page)).toBeVisible()
          await expect.poll(() => menuTriggerExpanded(page)).toBe(true)
          await page.keyboard.press('ArrowDown')
          await expect(menuLink(page, 'Acasă')).toBeFocused()
          await page.keyboard.press('ArrowDown')
          await expect(menuLink(page, 'Păcănele Online')).toBeFocused()
          await page.keyboard.press('ArrowDown')
          await expect(menuLink(page, 'Sloturi Online')).toBeFocused()
          await page.keyboard.press('ArrowUp')
          await expect(menuLink(page, 'Păcănele Online')).toBeFocused()
          await page.keyboard.press('Escape')
          await expect(menuPanel(page)).toBeHidden()
          await expect(trigger).toBeFocused()
        }
        await page.keyboard.press('Enter')
        await page.keyboard.press('Enter')
        await expect(menuPanel(page)).toBeHidden()
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
        await expect(menuPanel(page)).toBeHidden()
        await expect(trigger).toBeFocused()
      },
    )

    test('ArrowDown on the closed button opens it onto the first link; ArrowUp wraps to the last; Tab out closes it', async ({
      page,
    }) => {
      await gotoHome(page)
      await menuTrigger(page).focus()
      await page.keyboard.press('ArrowDown')
      await expect(menuPanel(page)).toBeVisible()
      await expect(menuLink(page, 'Acasă')).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(menuLink(page, 'EGT Slots')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(menuPanel(page)).toBeHidden()
      await expect(menuTrigger(page)).not.toBeFocused()
    })
  })

  test.describe('menu accessibility', () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`open on a game page (${colorScheme}), axe finds nothing at all in the site navigation`, async ({
        page,
      }) => {
        await chosenTheme(page, colorScheme)
        await openLive(page, '/joc/book-of-ra')
        await menuTrigger(page).click()
        await expect(menuPanel(page)).toBeVisible()
        expect(await axeViolations(page, 'nav[aria-label="Meniu principal"]')).toEqual([])
      })
    }
  })

  test.describe('menu by touch', chromiumOnly('touch'), () => {
    test.use({ hasTouch: true, viewport: PHONE })

    test('a tap opens and closes it, and a tapped link navigates', async ({ page }) => {
      await gotoHome(page)
      await menuTrigger(page).tap()
      await expect(menuPanel(page)).toBeVisible()
      await menuTrigger(page).tap()
      await expect(menuPanel(page)).toBeHidden()
      await menuTrigger(page).tap()
      await menuLink(page, 'Sweet Bonanza').tap()
      await expect(page).toHaveURL(/\/sweet-bonanza-online$/)
      await expect(menuPanel(page)).toBeHidden()
    })
  })
})
