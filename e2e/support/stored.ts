import type { BrowserContext, Page } from '@playwright/test'

/**
 * When the items are written: before every page the test opens; before the tab's first page only
 * (a reload then finds what the page itself stored); or wherever the key is not there yet (a test
 * that changes it keeps its change).
 */
export type StoreWhen = 'every page' | 'first page' | 'unless stored'

/**
 * Puts `items` in the site's localStorage before any of its scripts run, as a returning visitor's
 * browser holds them. Firefox runs init scripts in a tab's first about:blank too, whose opaque
 * origin has no storage and throws on it (an uncaught error the test would count as the site's):
 * that document is left alone.
 */
export async function storeBeforeLoad(
  target: Page | BrowserContext,
  items: Record<string, string>,
  when: StoreWhen = 'every page',
): Promise<void> {
  await target.addInitScript(
    ([items, when, mark]) => {
      if (window.origin === 'null') return
      if (when === 'first page') {
        if (sessionStorage.getItem(mark) !== null) return
        sessionStorage.setItem(mark, '1')
      }
      for (const [key, value] of Object.entries(items)) {
        if (when === 'unless stored' && localStorage.getItem(key) !== null) continue
        localStorage.setItem(key, value)
      }
    },
    [items, when, `e2e-stored-${crypto.randomUUID()}`] as const,
  )
}
