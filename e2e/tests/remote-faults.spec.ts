import type { Page } from '@playwright/test'
import { REMOTE_TIMEOUT_MS } from 'shell/e2e/remote-timeout'
import { remoteRoot, type RemoteName } from '../support/apps'
import { passIdle, pauseClock, settle } from '../support/clock'
import { FAULTS, injectFault, keepsFailedImports, markDocument } from '../support/faults'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

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

test.describe('remote faults', { tag: '@shell' }, () => {
  for (const [remote, scenario] of Object.entries(scenarios) as Array<[RemoteName, Scenario]>) {
    test.describe(`mfe-${remote}`, () => {
      for (const fault of FAULTS) {
        const what =
          fault === 'stall'
            ? `stall: the composed HTML until the ${REMOTE_TIMEOUT_MS} ms timeout, then`
            : `${fault}:`
        test(`${what} the slot fails alone, is reported, and heals on retry`, async ({
          page,
          pageErrors,
        }) => {
          const { repair, filesRefused } = await injectFault(page, remote, fault)
          const failure = page.getByRole('alert').filter({ hasText: `Nu am putut încărca ${scenario.label}` })
          if (fault === 'stall') {
            // The page's own clock decides the timeout: exact, and no real 8 s wait. Paused before the
            // page loads, so the slot's timer starts on it whenever the app starts.
            const step = 100
            await page.clock.install()
            await pauseClock(page)
            await page.goto(scenario.path, { waitUntil: 'commit' })
            // The shell and every slot outside the stalled remote's are live: the stalled slot (nested
            // ones hydrate with their parent) has started waiting, its composed HTML on screen.
            await expect(page.locator('#root')).toHaveAttribute('data-live', 'hydrated')
            // Parts below the fold ask for their code when the browser is idle, on this clock too.
            await passIdle(page)
            await expect
              .poll(() =>
                page.evaluate(
                  (held) =>
                    [...document.querySelectorAll('[data-slot]:not([data-live])')].filter(
                      (slot) =>
                        !slot.getAttribute('data-slot')!.startsWith(`${held}/`) &&
                        !slot.parentElement?.closest(`[data-slot^="${held}/"]`),
                    ).length,
                  remote,
                ),
              )
              .toBe(0)
            await expect(page.locator(`[data-slot="${remote}/${scenario.exposed}"]`)).not.toHaveAttribute(
              'data-live',
            )
            await page.clock.runFor(REMOTE_TIMEOUT_MS - step)
            await settle(page)
            await expect(failure).toHaveCount(0)
            await page.clock.runFor(step)
            await settle(page)
            await expect(failure).toHaveAttribute('data-remote-failure', 'timeout')
            await page.clock.resume()
          } else {
            await openLive(page, scenario.path)
          }

          await expect(failure).toBeVisible()
          await expect(page.getByRole('banner')).toBeVisible()
          await expect(page.getByRole('contentinfo')).toBeVisible()
          await expect(page.getByRole('banner').getByRole('search')).toBeVisible()
          const sameDocument = await markDocument(page)
          await scenario.others(page)
          await expect(failure).toBeVisible()
          const events = await page.evaluate(() => window.dataLayer ?? [])
          expect(events).toContainEqual(
            expect.objectContaining({ event: 'remote_error', remote, module: scenario.exposed }),
          )
          // A retry fetches the entry afresh, but not the other files: when some were refused (the
          // page preloads them), a browser that keeps failed imports loads them only in a new page,
          // which the retry then opens.
          const inPlace = filesRefused.length === 0 || !(await keepsFailedImports(page))

          await repair()
          await failure.getByRole('button', { name: 'Reîncearcă' }).click()
          await expect(scenario.healthy(page)).toBeVisible()
          await expect(failure).toHaveCount(0)
          expect(await sameDocument(), inPlace ? 'healed in place' : 'healed in a new page').toBe(inPlace)
          expect(pageErrors).toEqual([])
        })
      }
    })
  }
})
