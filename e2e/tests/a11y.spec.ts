import type { Page } from '@playwright/test'
import { categoryRoutes, paths } from 'shell/routes'
import { remoteRoot } from '../support/apps'
import { gameCards } from '../support/catalogue-page'
import { expect, test } from '../support/fixtures'
import { axeViolations, menuTrigger, menuPanel } from '../support/home-chrome'

/** Every kind of page the site has, each with what must be on screen before it is checked. */
const pages: Array<{ name: string; path: string; ready: (page: Page) => ReturnType<Page['locator']> }> = [
  { name: 'home', path: paths.home, ready: (page) => page.locator(remoteRoot('faq')) },
  ...categoryRoutes.map(({ slug }) => ({
    name: slug,
    path: paths.category(slug),
    ready: (page: Page) => page.locator(`[data-slug="${slug}"] ${remoteRoot('faq')}`),
  })),
  {
    name: 'search results',
    path: paths.search('hot'),
    ready: (page: Page) => gameCards(page).first(),
  },
  {
    name: 'not found',
    path: '/nu-exista-pagina-asta',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' }),
  },
]

/** Violations a visitor would hit: axe's serious and critical ones. */
async function seriousViolations(page: Page) {
  const violations = await axeViolations(page)
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

for (const { name, path, ready } of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${name} (${colorScheme}): axe finds nothing serious or critical, with the menu closed and open`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto(path)
      await expect(ready(page)).toBeVisible()
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      expect(await seriousViolations(page), 'menu closed').toEqual([])

      await menuTrigger(page).click()
      await expect(menuPanel(page)).toBeVisible()
      expect(await seriousViolations(page), 'menu open').toEqual([])
    })
  }
}

test('the home page at 360 px: axe finds nothing serious or critical, with the menu open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(paths.home)
  await expect(pages[0]!.ready(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await menuTrigger(page).click()
  await expect(menuPanel(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
