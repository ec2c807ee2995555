import { expect, test } from '../support/fixtures'
import {
  appReady,
  faqInHtml,
  firstLoadFacts,
  openWithoutJs,
  pageFacts,
  sitemapPaths,
  watchFirstLoad,
} from '../support/composed'
import { COMPILE_HINT } from 'shell/compile-hints'
import { COMPOSED_REMOTES_WAIT_MS } from 'shell/remote/timeout'
import type { Route } from '@playwright/test'
import { entryAt, ORIGINS, remoteRoot } from '../support/apps'
import { pauseClock, settle } from '../support/clock'
import { faqAnswer, faqItem, faqQuestion, faqSection } from '../support/faq'
import { allPagePaths } from '../support/routes'

const RESPONSIBLE_GAMBLING = 'Jocurile de noroc pot crea dependență. Joacă responsabil.'
const UNKNOWN_PATH = '/pagina-inexistenta'

test('the sitemap lists every page of the route table, each once', async ({ request }) => {
  const listed = await sitemapPaths(request)
  expect(new Set(listed).size).toBe(listed.length)
  expect(listed).toEqual(expect.arrayContaining(allPagePaths))
})

test.describe('the HTML a server sends holds the whole page, as the browser shows it after hydration', () => {
  for (const path of allPagePaths) {
    test(`${path}`, async ({ browser, page }) => {
      const raw = await openWithoutJs(browser, path)
      expect(raw.status).toBe(200)
      const sent = await pageFacts(raw.page)
      const faq = await faqInHtml(raw.page)
      await raw.close()

      expect(sent.h1).toHaveLength(1)
      expect(sent.h1[0]).toMatch(/\S/)
      expect(sent.footer).toContain(RESPONSIBLE_GAMBLING)
      expect(sent.footer).toContain('18+')
      expect(sent.canonical).toHaveLength(1)
      expect(sent.description[0]).toMatch(/^.{40,}$/)
      expect(sent.openGraph).toContainEqual(expect.stringMatching(/^og:title=.+/))
      expect(sent.jsonLd.length).toBeGreaterThan(0)
      expect(faq.length).toBeGreaterThanOrEqual(4)
      for (const item of faq) {
        expect(item.question).toMatch(/\?$/)
        expect(item.answer.length).toBeGreaterThan(40)
      }
      if (path !== '/sloturi-cu-bonus') expect(sent.gameTitles.length).toBeGreaterThan(0)

      await page.goto(path)
      await appReady(page)
      expect(await pageFacts(page)).toEqual(sent)
      // Each answer the HTML held is the one a visitor reads on opening its question.
      const section = faqSection(page)
      for (const { question, answer } of faq) {
        const item = faqItem(section, question)
        await faqQuestion(item).click()
        await expect(faqAnswer(item)).toBeVisible()
        await expect(faqAnswer(item)).toHaveText(answer)
      }
    })
  }

  test('every page the sitemap lists answers 200 with its own canonical URL and one <h1>', async ({
    request,
  }) => {
    for (const path of await sitemapPaths(request)) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html.match(/<h1\b/g), path).toHaveLength(1)
      expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, response.url()).href}"/>`)
      expect(html, path).not.toContain('Loading...')
    }
  })
})

test.describe('an unknown path', () => {
  test('answers 404 with the not-found page, noindex, complete without JavaScript', async ({ browser }) => {
    const raw = await openWithoutJs(browser, UNKNOWN_PATH)
    expect(raw.status).toBe(404)
    const sent = await pageFacts(raw.page)
    await raw.close()
    expect(sent.h1).toEqual(['Pagina nu a fost găsită'])
    expect(sent.robots).toEqual(['noindex'])
    expect(sent.canonical).toEqual([])
    expect(sent.footer).toContain(RESPONSIBLE_GAMBLING)
  })
})

test.describe('hydration takes the composed page over in place', () => {
  const cases = [...allPagePaths, UNKNOWN_PATH].flatMap((path) =>
    (['light', 'dark'] as const).map((theme) => ({ path, theme })),
  )
  for (const { path, theme } of cases) {
    test(`${path}, ${theme} theme, favourites stored: no mismatch, same <h1> node, no "Loading..."`, async ({
      page,
      consoleErrors,
    }) => {
      await page.addInitScript((stored) => {
        localStorage.setItem('theme', stored)
        localStorage.setItem('favourites', JSON.stringify(['book-of-ra', 'sweet-bonanza']))
      }, theme)
      await watchFirstLoad(page)
      await page.goto(path)
      await appReady(page)
      const facts = await firstLoadFacts(page)
      expect(facts.parsedH1).toMatch(/\S/)
      expect(facts.h1Survived).toBe(true)
      expect(facts.sawLoading).toBe(false)
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      // The stored favourites apply right after hydration.
      await expect(page.getByTestId('favourites-count')).toContainText('2')
      const documentNotFound = path === UNKNOWN_PATH ? /404 \(Not Found\)/ : /$^/
      expect(consoleErrors.filter((error) => !documentNotFound.test(error))).toEqual([])
    })
  }
})

test('a remote too late to hydrate: the composed page stays as sent, then its slot renders afresh, with one of each head tag', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const path = '/sweet-bonanza-online'
  const raw = await openWithoutJs(browser, path)
  const sent = await pageFacts(raw.page)
  await raw.close()

  // The page's remote (it renders the page's title and meta tags) answers only when the test says.
  const held: Route[] = []
  await page.route(`${entryAt(ORIGINS.categories)}*`, (route) => void held.push(route))
  // Stored favourites show in the header once the shell has hydrated: the sign it went on without
  // the remote.
  await page.addInitScript(() =>
    localStorage.setItem('favourites', JSON.stringify(['book-of-ra', 'starburst'])),
  )
  await page.clock.install()
  await page.goto(path, { waitUntil: 'commit' })
  await pauseClock(page)
  const favourites = page.getByTestId('favourites-count')
  for (let waited = 0; !/2/.test(await favourites.innerText()); waited += 100) {
    expect(waited, 'the shell never hydrated without the remote').toBeLessThan(
      COMPOSED_REMOTES_WAIT_MS + 5000,
    )
    await page.clock.runFor(100)
    await settle(page)
  }
  expect(held.length).toBeGreaterThan(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready')
  expect(await pageFacts(page)).toEqual(sent)

  for (const route of held.splice(0)) await route.continue()
  await page.clock.resume()
  await appReady(page)
  expect(await pageFacts(page)).toEqual(sent)
  // The slot is live: its games sort by name.
  expect(sent.gameTitles[0]).not.toBe('Fruit Party')
  await page.locator(remoteRoot('categories')).getByLabel('Ordonează după').selectOption('nume')
  await expect(page.getByTestId('game-card').first().locator('h3')).toHaveText('Fruit Party')
  expect(consoleErrors).toEqual([])
})

test("the boot builds the first number formatter in a worker, which loads ICU's number data off the main thread", async ({
  page,
  consoleErrors,
}) => {
  const worker = page.waitForEvent('worker')
  await page.goto('/sloturi-online')
  expect((await worker).url()).toMatch(/\/assets\/number-format\.worker-[\w-]+\.js$/)
  await appReady(page)
  await expect(page.getByTestId('game-card').first()).toContainText(/\d,\d/)
  expect(consoleErrors).toEqual([])
})

test('a composed page asks for the app and its remotes only once its first contentful paint is on screen', async ({
  page,
}) => {
  await page.goto('/')
  await appReady(page)
  const { paintedAt, requested } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    requested: performance
      .getEntriesByType('resource')
      .filter(({ name }) => /\/assets\/(start-|remoteEntry\.js)/.test(name))
      .map(({ name, startTime }) => ({ name, startTime })),
  }))
  expect(requested.map(({ name }) => new URL(name).pathname.replace(/-[\w-]+\.js$/, '.js')).sort()).toEqual([
    ...Array(3).fill('/assets/remoteEntry.js'),
    '/assets/start.js',
  ])
  expect(requested.filter(({ startTime }) => startTime <= paintedAt)).toEqual([])
})

test("every script of the first load, the shell's and each remote's, asks V8 to compile it off the main thread", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto('/')
  await appReady(page)
  // Each file read again from its server: a body the browser has already let go of cannot be read
  // from the page's own response.
  const loaded = await Promise.all(
    scripts.map(async (url) => ({
      url,
      origin: new URL(url).origin,
      hinted: (await (await page.request.get(url)).text()).startsWith(COMPILE_HINT),
    })),
  )
  expect(new Set(loaded.map(({ origin }) => origin))).toEqual(new Set(Object.values(ORIGINS)))
  expect(loaded.filter(({ hinted }) => !hinted).map(({ url }) => url)).toEqual([])
})

test.describe('a URL the compose step did not render', () => {
  test('a filtered category gets the frame first, never the unfiltered list, then the filtered list', async ({
    browser,
    page,
  }) => {
    const path = '/sloturi-online?furnizor=novomatic'
    const raw = await openWithoutJs(browser, path)
    expect(raw.status).toBe(200)
    const sent = await pageFacts(raw.page)
    await raw.close()
    expect(sent.gameTitles).toEqual([])
    expect(sent.h1).toEqual([])
    expect(sent.main).toContain('Loading...')

    await page.goto(path)
    await appReady(page)
    const shown = await pageFacts(page)
    expect(shown.h1).toEqual(['Sloturi Online'])
    expect(shown.gameTitles.length).toBeGreaterThan(0)
    const providers = await page.locator('[data-testid="game-card"] h3 + p').allTextContents()
    expect(new Set(providers)).toEqual(new Set(['Novomatic']))
  })

  test('a search gets the frame first, never the home page, then its results', async ({ browser, page }) => {
    const raw = await openWithoutJs(browser, '/?s=book')
    const sent = await pageFacts(raw.page)
    await raw.close()
    expect(sent.h1).toEqual([])
    expect(sent.main).not.toContain('Păcănele Online')

    await page.goto('/?s=book')
    await appReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultate pentru „book”')
  })
})
