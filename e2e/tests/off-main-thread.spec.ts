import { COMPILE_HINT } from 'shell/tooling/build/compile-hints'
import { NUMBER_FORMAT_READY_MARK, NUMBER_FORMAT_WORKER_META } from 'shell/tooling/boot/inline/number-format'
import { ORIGINS } from '../support/apps'
import { appReady } from '../support/composed'
import { expect, test } from '../support/fixtures'
import { scrollThroughParts } from '../support/live'

/**
 * Work the page moves off its main thread on the way to a live page: compiling its scripts
 * (Chromium's compile hint) and loading the number formats' locale data (a worker started from the
 * head). bench:web measures what they buy; these prove they are in place and work.
 */
test.describe('work off the main thread', { tag: ['@shell', '@home', '@categories', '@faq'] }, () => {
  test("every script of the first load, the shell's and each remote's, asks V8 to compile it off the main thread", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await appReady(page)
    // Every part brought to life, as a visitor reading to the end would: each asks for its remote's
    // files only once near (shell decision 0113).
    await scrollThroughParts(page)
    // Each file read again from its server: a body the browser has let go of cannot be read back.
    const loaded = await Promise.all(
      scripts.map(async (url) => ({
        url,
        hinted: (await (await page.request.get(url)).text()).startsWith(COMPILE_HINT),
      })),
    )
    expect(new Set(loaded.map(({ url }) => new URL(url).origin))).toEqual(new Set(Object.values(ORIGINS)))
    expect(loaded.filter(({ hinted }) => !hinted).map(({ url }) => url)).toEqual([])
  })

  test("the number formats' data loads in a worker the head starts, before the app's JS is requested", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        violations.push(message.text())
    })
    await page.goto('/')
    const workerPath = await page
      .locator(`head > meta[name="${NUMBER_FORMAT_WORKER_META}"]`)
      .getAttribute('content')
    expect(workerPath).toMatch(/^\/assets\/number-format\.worker-[\w-]{8}\.js$/)
    await expect
      .poll(() =>
        page.evaluate((mark) => performance.getEntriesByName(mark).length, NUMBER_FORMAT_READY_MARK),
      )
      .toBe(1)
    await appReady(page)
    const worker = requested.indexOf(workerPath!)
    const appStart = requested.findIndex((path) => /^\/assets\/start-[\w-]{8}\.js$/.test(path))
    expect(worker, 'the worker is requested').toBeGreaterThanOrEqual(0)
    expect(appStart, "the app's start chunk is requested").toBeGreaterThan(worker)
    expect(violations).toEqual([])
  })
})
