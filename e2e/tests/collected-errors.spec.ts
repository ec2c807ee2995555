import { paths } from 'shell/routes'
import { ORIGINS } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

// The suites' "the page threw nothing" checks read `pageErrors`; they hold only if both engines put
// the same things there. Firefox hands the browser's own reports to Playwright as page errors.
test.describe('collected errors', { tag: '@shell' }, () => {
  test("the page's uncaught exceptions are its page errors; the browser's report of a module that failed to load is a console error only", async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await openLive(page, paths.privacy)
    const missing = `${ORIGINS.faq}/assets/nu-exista-${Date.now()}.js`
    await page.evaluate((src) => {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = src
      document.head.append(script)
      setTimeout(() => {
        throw new TypeError('aruncată de test')
      })
      void Promise.reject(new RangeError('respinsă de test'))
    }, missing)

    // The browser has reported the failed module (each engine in its own words)…
    await expect.poll(() => consoleErrors.filter((text) => !text.startsWith('uncaught: '))).not.toEqual([])
    // …and the page errors are exactly the two the page threw.
    await expect.poll(() => pageErrors.length).toBe(2)
    expect(pageErrors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('aruncată de test'),
        expect.stringContaining('respinsă de test'),
      ]),
    )
  })
})
