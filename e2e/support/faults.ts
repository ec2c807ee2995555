import type { Page } from '@playwright/test'
import { ORIGINS } from './origins'

export type RemoteName = 'home' | 'categories' | 'faq'

/** Makes every request to one remote's origin fail as if its port refused connections. */
export async function takeRemoteDown(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${ORIGINS[remote]}/**`
  await page.route(pattern, (route) => route.abort('connectionrefused'))
  return () => page.unroute(pattern)
}

/** A flag on window that survives client navigation but not a reload. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}
