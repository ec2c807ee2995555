import { test as base, expect, type Page } from '@playwright/test'
import type { ConsentChoices } from 'shell/privacy/consent-answer'
import { answeredConsent, everything } from './consent'
import { recordPreviewBuilds, requestedPreview, startPreview } from './qa-preview'

export { expect }

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
 * After each full navigation, waits until the app marks `<html data-app="ready">`: the app's root and
 * every remote slot on the page are live (see shell/src/remote/live.ts). A page that never gets
 * there fails the test: it is a page whose buttons do not answer. Pages without the app's JS (a
 * context with JavaScript off, a non-HTML response) move on at once.
 */
function awaitAppAfterNavigation(page: Page, javaScriptEnabled: boolean, smoke: boolean): void {
  const ready = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 })
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    ;(page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args)
      // `waitUntil: 'commit'`: the test takes over right away (it drives the page's clock itself).
      const takesOver = (args.at(-1) as { waitUntil?: string } | undefined)?.waitUntil === 'commit'
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false
      if (javaScriptEnabled && !takesOver && isPage) {
        await ready()
        // A smoke test checks a deployment: a part that failed to load fails it, whatever it asserts.
        if (smoke)
          await expect(page.locator('[data-live="failed"]'), 'parts that failed to load').toHaveCount(0)
      }
      return response
    }
  }
}

/**
 * The suite's `test`: Playwright's, with the page's errors and warnings collected from its start.
 * Its visitor has answered the consent prompt, accepting everything (`consent`), so the suites see
 * the site's events and canaries; `test.use({ consent: null })` is a first visit, prompt showing.
 */
export const test = base.extend<Collected & { collected: Collected; consent: ConsentChoices | null }>({
  consent: [everything, { option: true }],
  context: async ({ context, consent }, provide) => {
    if (consent) await answeredConsent(context, consent)
    await provide(context)
  },
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    awaitAppAfterNavigation(page, javaScriptEnabled, testInfo.tags.includes('@smoke'))
    const preview = javaScriptEnabled ? requestedPreview() : null
    if (preview) await startPreview(page, preview.value)
    await provide(page)
    if (preview) await recordPreviewBuilds(page, testInfo, preview)
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
