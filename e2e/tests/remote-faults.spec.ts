import type { Page } from '@playwright/test'
import { REMOTE_TIMEOUT_MS } from 'shell/tooling/remote/timeout'
import { remoteRoot, type RemoteName } from '../support/apps'
import { passIdle, pauseClock, settle } from '../support/clock'
import { FAULTS, injectFault, keepsFailedImports, markDocument } from '../support/faults'
import { expect, test } from '../support/fixtures'
import { bringPartsNear, openLive, scrollToNextFarPart } from '../support/live'

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
 * Marks each slot with the page's clock time of its hydration cue (`data-cued-at`): the moment it
 * asked for its remote's code, and its load timer started (shell/src/remote/hydration-cue.ts).
 */
async function recordCueTimes(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const { target } of records) {
        const slot = target as Element
        const state = slot.getAttribute('data-hydration') ?? ''
        if (!state.startsWith('waiting') && !slot.hasAttribute('data-cued-at'))
          slot.setAttribute('data-cued-at', String(Date.now()))
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-hydration'] })
  })
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
            await recordCueTimes(page)
            await page.goto(scenario.path, { waitUntil: 'commit' })
            // The shell and every slot outside the stalled remote's are live: the stalled slot (nested
            // ones hydrate with their parent) has started waiting, its composed HTML on screen.
            await expect(page.locator('#root')).toHaveAttribute('data-live', 'hydrated')
            // Parts on the first screen ask for their code when the browser is idle (on this clock
            // too: each try moves it through an idle period), those further down when scrolled near.
            await expect
              .poll(async () => {
                await passIdle(page)
                await scrollToNextFarPart(page)
                return page.evaluate(
                  (held) =>
                    [...document.querySelectorAll('[data-slot]:not([data-live])')].filter(
                      (slot) =>
                        !slot.getAttribute('data-slot')!.startsWith(`${held}/`) &&
                        !slot.parentElement?.closest(`[data-slot^="${held}/"]`),
                    ).length,
                  remote,
                )
              })
              .toBe(0)
            // The stalled slot asks for its code too, wherever it is on the page; its timer starts
            // then, on the page's clock, which the steps above may have moved on since. Its cue can
            // come an idle period after the others: where its viewport is known only after a frame,
            // and the home page's from the parts inside it.
            await bringPartsNear(page)
            const stalled = page.locator(`[data-slot="${remote}/${scenario.exposed}"]`)
            await expect
              .poll(async () => {
                await passIdle(page)
                return stalled.getAttribute('data-cued-at')
              })
              .not.toBeNull()
            await expect(stalled).not.toHaveAttribute('data-live')
            const sinceCue = await stalled.evaluate(
              (slot) => Date.now() - Number(slot.getAttribute('data-cued-at')),
            )
            await page.clock.runFor(REMOTE_TIMEOUT_MS - step - sinceCue)
            await settle(page)
            await expect(failure).toHaveCount(0)
            await page.clock.runFor(step)
            await settle(page)
            await expect(failure).toHaveAttribute('data-remote-failure', 'timeout')
            await page.clock.resume()
          } else {
            await openLive(page, scenario.path)
            await bringPartsNear(page)
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
