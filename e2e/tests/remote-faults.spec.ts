import { expect, test, type Page } from '@playwright/test'
import { FAULTS, injectFault, markDocument, type RemoteName } from '../support/faults'

interface Scenario {
  /** The page where the remote's slot is. */
  path: string
  /** What the slot's message names. */
  label: string
  /** What must be on screen once the remote works. */
  healthy: (page: Page) => ReturnType<Page['locator']>
  /** Another remote's slot on the same page (or reachable by navigation) that must keep working. */
  others: (page: Page) => Promise<void>
  exposed: string
}

const scenarios: Record<RemoteName, Scenario> = {
  home: {
    path: '/',
    label: 'pagina principală',
    exposed: 'HomePage',
    healthy: (page) => page.locator('[data-remote="mfe-home"] h1'),
    others: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Sloturi Online' }).click()
      await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
      await expect(page.locator('[data-remote="mfe-faq"][data-topic="sloturi-online"]')).toBeVisible()
      await page.goBack()
    },
  },
  categories: {
    path: '/',
    label: 'jocurile populare',
    exposed: 'PopularGames',
    healthy: (page) => page.locator('[data-remote="mfe-categories"]').first(),
    others: async (page) => {
      await expect(page.locator('[data-remote="mfe-home"] h1')).toBeVisible()
      await expect(page.locator('[data-remote="mfe-faq"]')).toBeVisible()
    },
  },
  faq: {
    path: '/sloturi-online',
    label: 'întrebările frecvente',
    exposed: 'Faq',
    healthy: (page) => page.locator('[data-remote="mfe-faq"]'),
    others: async (page) => {
      await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
    },
  },
}

for (const [remote, scenario] of Object.entries(scenarios) as Array<[RemoteName, Scenario]>) {
  test.describe(`mfe-${remote}`, () => {
    for (const fault of FAULTS) {
      test(`${fault}: the slot fails alone, is reported, and heals on retry`, async ({ page }) => {
        test.setTimeout(60_000)
        const uncaught: string[] = []
        page.on('pageerror', (error) => uncaught.push(error.message))
        const repair = await injectFault(page, remote, fault)
        await page.goto(scenario.path)

        const failure = page.getByRole('alert').filter({ hasText: `Nu am putut încărca ${scenario.label}` })
        if (fault === 'stall') await expect(page.getByText('Loading...')).toBeVisible()
        await expect(failure).toBeVisible({ timeout: fault === 'stall' ? 12_000 : 10_000 })
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        await expect(page.getByRole('banner').getByRole('search')).toBeVisible()
        const sameDocument = await markDocument(page)
        await scenario.others(page)
        await expect(failure).toBeVisible()

        await repair()
        await failure.getByRole('button', { name: 'Reîncearcă' }).click()
        await expect(scenario.healthy(page)).toBeVisible()
        await expect(failure).toHaveCount(0)
        expect(await sameDocument()).toBe(true)

        const events = await page.evaluate(() => window.dataLayer ?? [])
        expect(events).toContainEqual(
          expect.objectContaining({ event: 'remote_error', remote, module: scenario.exposed }),
        )
        expect(uncaught).toEqual([])
      })
    }
  })
}
