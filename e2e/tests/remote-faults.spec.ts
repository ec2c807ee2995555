import type { Page } from '@playwright/test'
import { REMOTE_TIMEOUT_MS } from 'shell/remote/timeout'
import { remoteRoot, type RemoteName } from '../support/apps'
import { pauseClock, settle } from '../support/clock'
import { FAULTS, injectFault, markDocument } from '../support/faults'
import { expect, test } from '../support/fixtures'

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
    healthy: (page) => page.locator(`${remoteRoot('home')} h1`),
    others: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Sloturi Online' }).click()
      await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
      await expect(page.locator(`${remoteRoot('faq')}[data-topic="sloturi-online"]`)).toBeVisible()
      await page.goBack()
    },
  },
  categories: {
    path: '/',
    label: 'jocurile populare',
    exposed: 'PopularGames',
    healthy: (page) => page.locator(remoteRoot('categories')).first(),
    others: async (page) => {
      await expect(page.locator(`${remoteRoot('home')} h1`)).toBeVisible()
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    },
  },
  faq: {
    path: '/sloturi-online',
    label: 'întrebările frecvente',
    exposed: 'Faq',
    healthy: (page) => page.locator(remoteRoot('faq')),
    others: async (page) => {
      await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
    },
  },
}

/**
 * Moves the page's paused clock on in steps of `step` ms until the stalled slot shows Loading...
 * (the app renders the frame's page once its own module has run).
 */
async function untilLoadingShows(page: Page, step: number) {
  // The slot's own "Loading...", not the frame's, which the server sent before any script ran.
  const loading = page.locator('[data-slot]').getByText('Loading...')
  for (let elapsed = 0; !(await loading.isVisible()); elapsed += step) {
    expect(elapsed, 'Loading... never showed').toBeLessThan(5000)
    await page.clock.runFor(step)
    await settle(page)
  }
}

for (const [remote, scenario] of Object.entries(scenarios) as Array<[RemoteName, Scenario]>) {
  test.describe(`mfe-${remote}`, () => {
    for (const fault of FAULTS) {
      const what =
        fault === 'stall' ? `stall: Loading... until the ${REMOTE_TIMEOUT_MS} ms timeout, then` : `${fault}:`
      test(`${what} the slot fails alone, is reported, and heals on retry`, async ({ page, pageErrors }) => {
        const repair = await injectFault(page, remote, fault)
        const failure = page.getByRole('alert').filter({ hasText: `Nu am putut încărca ${scenario.label}` })
        if (fault === 'stall') {
          // The page's own clock decides the timeout: exact, and no real 8 s wait.
          const step = 100
          await page.clock.install()
          // A query makes the server send the frame: the slot renders in the browser, from "Loading...".
          await page.goto(`${scenario.path}?utm_source=test`, { waitUntil: 'commit' })
          await pauseClock(page)
          await untilLoadingShows(page, step)
          // The slot started loading at most one step ago.
          await page.clock.runFor(REMOTE_TIMEOUT_MS - step)
          await settle(page)
          await expect(failure).toHaveCount(0)
          await expect(page.getByText('Loading...')).toBeVisible()
          await page.clock.runFor(step)
          await settle(page)
          await expect(failure).toHaveAttribute('data-remote-failure', 'timeout')
          await page.clock.resume()
        } else {
          await page.goto(scenario.path)
        }

        await expect(failure).toBeVisible()
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
        expect(pageErrors).toEqual([])
      })
    }
  })
}
