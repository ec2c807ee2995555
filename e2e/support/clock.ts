import type { Page } from '@playwright/test'

/** Ahead of the page's clock by more than a loaded machine takes between two calls. */
const PAUSE_AHEAD_MS = 1000

/**
 * Stops the page's clock (a second ahead of where it is): from here on its timers fire only when
 * the test moves time on (`page.clock.runFor`), so a delay is measured exactly, whatever the
 * machine's load. Needs `page.clock.install()` before the page loaded.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS)
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
