import { expect, type Locator, type Page } from '@playwright/test'

/** How far ahead of the page's clock the first try pauses it; each refused try doubles it. */
const FIRST_PAUSE_AHEAD_MS = 1000
const PAUSE_TRIES = 6

/**
 * Stops the page's clock (a second ahead of where it is): from here on its timers fire only when
 * the test moves time on (`page.clock.runFor`), so a delay is measured exactly, whatever the
 * machine's load. Needs `page.clock.install()` before the page loaded.
 *
 * The page's clock runs on while the pause time travels to it: on a loaded host more than the margin
 * can pass, and Playwright refuses to "fast-forward to the past". The pause is then asked again from
 * the page's new time with twice the margin, so no host is too slow for it.
 */
export async function pauseClock(page: Page): Promise<void> {
  let ahead = FIRST_PAUSE_AHEAD_MS
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + ahead)
      return
    } catch (error) {
      if (attempt === PAUSE_TRIES || !String(error).includes('to the past')) throw error
      ahead *= 2
    }
  }
}

/**
 * Lets the page finish the work its timers started: React renders in tasks of its own
 * (a MessageChannel, which the fake clock leaves alone); two round trips through one run them.
 */
export async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
  }
}

/** Playwright's clock runs an idle callback at most this long after it was asked for. */
const FAKE_IDLE_PERIOD_MS = 50

/**
 * Moves a paused clock through the page's next idle period: the parts waiting for it
 * (shell/src/remote/hydration-cue.ts) ask for their code, and the work that starts runs.
 */
export async function passIdle(page: Page): Promise<void> {
  await page.clock.runFor(FAKE_IDLE_PERIOD_MS)
  await settle(page)
}

/** Moves the paused clock on in frames until `part` is hydrated, failing after two seconds of them. */
export async function untilHydrated(page: Page, part: Locator, name: string): Promise<void> {
  for (let waited = 0; (await part.getAttribute('data-live')) !== 'hydrated'; waited += 16) {
    expect(waited, `${name} never hydrated`).toBeLessThan(2000)
    await page.clock.runFor(16)
    await settle(page)
  }
}

/** A phone's viewport, for the tests on a paused clock. */
export const PHONE = { width: 390, height: 740 }

/**
 * Opens `path` on a phone with the page's clock standing still, once the app's root is live: no idle
 * callback runs unless the test moves time on (`passIdle`).
 */
export async function openWithClockStill(page: Page, path = '/'): Promise<void> {
  await page.setViewportSize(PHONE)
  await page.clock.install()
  // Paused before the page loads: no idle callback runs unless the test moves time on.
  await pauseClock(page)
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.locator('#root')).toHaveAttribute('data-live', 'hydrated')
  await settle(page)
}
