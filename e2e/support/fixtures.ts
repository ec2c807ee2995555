import { test as base, expect, type Page } from '@playwright/test'
import type { ConsentChoices } from 'shell/tooling/privacy/consent-answer'
import { answeredConsent, everything } from './consent'
import { recordPreviewBuilds, requestedPreview, startPreview } from './qa-preview'
import { CHROMIUM_ONLY } from './suites'

export { expect }

interface Collected {
  /** Uncaught exceptions of the page, whichever engine (never the browser's own reports of a failed load). */
  pageErrors: string[]
  /**
   * Console errors, the browser's own reports among them, and uncaught exceptions as `uncaught: …`,
   * for "no error at all" checks.
   */
  consoleErrors: string[]
  /** Console warnings, for checks that a failure was reported rather than thrown. */
  consoleWarnings: string[]
}

/**
 * Firefox, driven over WebDriver BiDi, reports the browser's own console errors (a request refused by
 * CORS, a module of the wrong MIME type, a CSP block) as script errors, which Playwright raises as page
 * errors; Chromium logs them to the console. An uncaught exception reads `Name: message` with its
 * error's name (`TypeError`, `SecurityError`), or `uncaught exception: …` for a thrown value that is
 * not an Error (kept as a page error, though Chromium only logs it); the browser's reports carry a
 * phrase there ("Cross-Origin Request Blocked") or nothing.
 * tests/collected-errors.spec.ts fails when Playwright starts telling them apart some other way.
 */
export function isBrowserReport(error: Error): boolean {
  return error.name !== 'uncaught exception' && !/^[A-Za-z_$][\w$]*$/.test(error.name)
}

function collect(page: Page): Collected {
  const collected: Collected = { pageErrors: [], consoleErrors: [], consoleWarnings: [] }
  page.on('pageerror', (error) => {
    if (isBrowserReport(error)) {
      collected.consoleErrors.push(error.name ? `${error.name}: ${error.message}` : error.message)
      return
    }
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
 * The suite's `test`: Playwright's, with the page's errors and warnings collected from its start (and,
 * in QA with PREVIEW, the page switched to the previewed build first). Navigation is Playwright's own:
 * a test that needs a live page opens it with `openLive` (support/live.ts). Its visitor has answered
 * the consent prompt, accepting everything (`consent`), so the suites see the site's events and
 * canaries; `test.use({ consent: null })` is a first visit, prompt showing.
 */
export const test = base.extend<
  Collected & { collected: Collected; engineCheck: void; consent: ConsentChoices | null }
>({
  consent: [everything, { option: true }],
  context: async ({ context, consent }, provide) => {
    if (consent) await answeredConsent(context, consent)
    await provide(context)
  },
  // A `@chromium-only` test is left out on other engines, and the report says why (its annotation).
  engineCheck: [
    async ({ browserName }, provide, testInfo) => {
      const needs = testInfo.annotations.find((annotation) => annotation.type === 'chromium-only')
      testInfo.skip(
        browserName !== 'chromium' && testInfo.tags.includes(CHROMIUM_ONLY),
        `needs Chromium: ${needs?.description ?? 'automation only Chromium has'}`,
      )
      await provide()
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
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
