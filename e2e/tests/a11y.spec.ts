import type { Page } from '@playwright/test'
import { STATUS_TEXTS } from 'shell/tooling/lib/status-pages'
import { categoryRoutes, paths } from 'shell/routes'
import { MAX_REQUEST_HEADER_BYTES } from 'shell/tooling/serving/headers'
import { remoteRoot } from '../support/apps'
import { gameCards } from '../support/catalogue-page'
import { faqAnswer, faqItems, faqQuestion, faqSection } from '../support/faq'
import { expect, test } from '../support/fixtures'
import { chromiumOnly } from '../support/suites'
import {
  axeViolations,
  chosenTheme,
  htmlIsDark,
  menuTrigger,
  menuPanel,
  themeOption,
} from '../support/home-chrome'
import { openLive } from '../support/live'

// A first visit: every page is checked with the consent prompt showing.
test.use({ consent: null })

const consentPrompt = (page: Page) => page.getByRole('region', { name: 'Confidențialitatea ta' })

/**
 * Every kind of page the site has, each with what must be on screen before it is checked; `faq`:
 * the page has an FAQ, checked with an item open; `headerOpen`: the header is checked again with its
 * menu and favourites open. The header is the shell's, the same on every category page but for which
 * menu link is current, so one category page stands for the ten there.
 */
const pages: Array<{
  name: string
  path: string
  ready: (page: Page) => ReturnType<Page['locator']>
  faq?: boolean
  headerOpen: boolean
}> = [
  {
    name: 'home',
    path: paths.home,
    ready: (page) => page.locator(remoteRoot('faq')),
    faq: true,
    headerOpen: true,
  },
  ...categoryRoutes.map(({ slug }, index) => ({
    name: slug,
    path: paths.category(slug),
    ready: (page: Page) => page.locator(`[data-slug="${slug}"] ${remoteRoot('faq')}`),
    faq: true,
    headerOpen: index === 0,
  })),
  {
    name: 'search results',
    path: paths.search('hot'),
    ready: (page: Page) => gameCards(page).first(),
    headerOpen: true,
  },
  {
    name: 'privacy',
    path: paths.privacy,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Confidențialitate' }),
    headerOpen: true,
  },
  {
    name: 'not found',
    path: '/nu-exista-pagina-asta',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' }),
    headerOpen: true,
  },
]

/** Violations a visitor would hit: axe's serious and critical ones. */
async function seriousViolations(page: Page, include?: string) {
  const violations = await axeViolations(page, include)
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

test.describe('accessibility', { tag: '@shell' }, () => {
  for (const { name, path, ready, faq, headerOpen } of pages) {
    // One page load for both themes: the visitor's own switch turns the page dark in place, the state
    // a page opened dark is in (the theme's own specs prove the two agree: shell-chrome.spec.ts).
    test(`${name}: axe finds nothing serious or critical, light then dark${headerOpen ? ', with the menu closed and open, the favourites open' : ''}${faq ? ', an FAQ item open' : ''}`, async ({
      page,
    }) => {
      // Two themes' checks: twice a test's limit.
      test.setTimeout(120_000)
      await chosenTheme(page, 'light')
      await openLive(page, path)
      await expect(ready(page)).toBeVisible()
      await expect(consentPrompt(page)).toBeVisible()
      if (faq) {
        // An open answer is checked too.
        const item = faqItems(faqSection(page)).first()
        await faqQuestion(item).click()
        await expect(faqAnswer(item)).toBeVisible()
      }
      const favourites = page.locator('header').getByRole('group', { name: 'Jocuri favorite' })
      for (const colorScheme of ['light', 'dark'] as const) {
        if (colorScheme === 'dark') await themeOption(page, 'Întunecată').click()
        await expect.poll(() => htmlIsDark(page)).toBe(colorScheme === 'dark')
        expect(await seriousViolations(page), `${colorScheme}: menu closed`).toEqual([])
        if (!headerOpen) continue

        // The menu and the favourites open inside the header and change nothing else: the header is
        // checked again with each open (a whole page's check takes axe seconds).
        await menuTrigger(page).click()
        await expect(page.locator('header').locator(menuPanel(page))).toBeVisible()
        expect(await seriousViolations(page, 'header'), `${colorScheme}: menu open`).toEqual([])

        await page.getByTestId('favourites-count').click()
        await expect(favourites).toBeVisible()
        expect(await seriousViolations(page, 'header'), `${colorScheme}: favourites open`).toEqual([])
        await page.keyboard.press('Escape')
        await expect(favourites).toBeHidden()
      }
    })
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `a refusal's status page (${colorScheme}): axe finds nothing serious or critical`,
      colorScheme === 'dark' ? chromiumOnly('colourScheme') : {},
      async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        // 'commit': a status page runs no app, so there is no readiness to wait for.
        await page.goto(`/?s=${'a'.repeat(MAX_REQUEST_HEADER_BYTES)}`, { waitUntil: 'commit' })
        await expect(page.getByRole('heading', { level: 1, name: STATUS_TEXTS[431].title })).toBeVisible()
        await page.waitForLoadState('load')
        expect(await seriousViolations(page)).toEqual([])
      },
    )
  }

  test('the check itself: axe reports an unnamed button in the page, and one inside a frame', async ({
    page,
  }) => {
    // The two ways support/home-chrome.ts runs axe: in the page alone, and across its frames.
    const privacy = pages.find((kind) => kind.name === 'privacy')!
    await openLive(page, privacy.path)
    await expect(privacy.ready(page)).toBeVisible()
    const unnamedButtons = async () =>
      (await seriousViolations(page)).find((violation) => violation.id === 'button-name')?.nodes ?? []

    await page.evaluate(() =>
      document
        .querySelector('main')!
        .append(Object.assign(document.createElement('button'), { id: 'fara-nume' })),
    )
    expect(await unnamedButtons()).toEqual([expect.stringContaining('#fara-nume')])

    await page.evaluate(() => {
      const frame = Object.assign(document.createElement('iframe'), {
        title: 'Cadru de probă',
        srcdoc:
          '<!doctype html><html lang="ro"><title>Probă</title><main><button id="in-cadru"></button></main></html>',
      })
      document.querySelector('main')!.append(frame)
    })
    await expect(page.frameLocator('iframe[title="Cadru de probă"]').locator('#in-cadru')).toBeAttached()
    expect(await unnamedButtons()).toEqual([
      expect.stringContaining('#fara-nume'),
      expect.stringMatching(/iframe.*#in-cadru/),
    ])
  })

  test('the home page at 360 px: axe finds nothing serious or critical, with the menu open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await openLive(page, paths.home)
    await expect(pages[0]!.ready(page)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await menuTrigger(page).click()
    await expect(menuPanel(page)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the consent prompt's choices one by one (${colorScheme}): axe finds nothing serious or critical`, async ({
      page,
    }) => {
      await chosenTheme(page, colorScheme)
      await openLive(page, paths.home)
      await consentPrompt(page).getByRole('button', { name: 'Setări', exact: true }).click()
      await expect(consentPrompt(page).getByRole('switch', { name: 'Măsurarea traficului' })).toBeFocused()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
