import type { Locator, Page } from '@playwright/test'

/**
 * Clicks `target`, then sends the page to the background, as when the visitor switches tab: by then
 * the browser has timed the interaction (Event Timing) and web-vitals has taken it in (it does in an
 * idle callback), so it reports LCP, INP and CLS as final.
 */
export async function interactThenHide(page: Page, target: Locator): Promise<void> {
  await target.click()
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))))
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}
