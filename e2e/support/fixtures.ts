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

/** The suite's `test`: Playwright's, with the page's errors and warnings collected from its start. */
export const test = base.extend<Collected & { collected: Collected }>({
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
