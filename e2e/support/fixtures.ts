import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

interface Collected {
  /** Uncaught exceptions of the page. */
  pageErrors: string[]
  /** Console errors, and uncaught exceptions as `uncaught: …`, for "no error at all" checks. */
  consoleErrors: string[]
  /** Console warnings, for checks that a failure was reported rather than thrown. */
  consoleWarnings: string[]
}

function collect(page: Page): Collected {
  const collected: Collected = { pageErrors: [], consoleErrors: [], consoleWarnings: [] }
  page.on('pageerror', (error) => {
    collected.pageErrors.push(error.message)
    collected.consoleErrors.push(`uncaught: ${error.message}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') collected.consoleErrors.push(message.text())
    if (message.type() === 'warning') collected.consoleWarnings.push(message.text())
  })
  return collected
}

/**
 * Composed pages are visible before the app has taken them over; a click on a button that is not yet
 * hydrated does nothing. After each full navigation, wait as a visitor's first interaction in practice
 * does: until the app marks `<html data-app="ready">` (pages without the app move on after a moment).
 * Not with JavaScript disabled: nothing would ever mark the page.
 */
function awaitAppAfterNavigation(page: Page): void {
  const ready = () =>
    page
      .locator('html[data-app="ready"]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined)
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    ;(page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args)
      // `waitUntil: 'commit'`: the test takes over right away (it drives the page's clock itself).
      const takesOver = (args.at(-1) as { waitUntil?: string } | undefined)?.waitUntil === 'commit'
      if (!takesOver && response?.headers()['content-type']?.startsWith('text/html')) await ready()
      return response
    }
  }
}

/** The suite's `test`: Playwright's, with the page's errors and warnings collected from its start. */
export const test = base.extend<Collected & { collected: Collected }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) awaitAppAfterNavigation(page)
    await provide(page)
  },
  collected: async ({ page }, provide) => {
    await provide(collect(page))
  },
  pageErrors: async ({ collected }, provide) => {
    await provide(collected.pageErrors)
  },
  consoleErrors: async ({ collected }, provide) => {
    await provide(collected.consoleErrors)
  },
  consoleWarnings: async ({ collected }, provide) => {
    await provide(collected.consoleWarnings)
  },
})
