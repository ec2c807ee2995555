import { expect, test } from '../support/fixtures'
import { chromiumOnly } from '../support/suites'
import {
  faqInHtml,
  firstLoadFacts,
  openWithoutJs,
  pageFacts,
  sitemapPaths,
  watchFirstLoad,
} from '../support/composed'
import type { Route } from '@playwright/test'
import { entryAt, ORIGINS, remoteRoot } from '../support/apps'
import { faqAnswer, faqItem, faqQuestion, faqSection } from '../support/faq'
import { allPagePaths } from '../support/routes'
import { openLive, reloadLive, untilLive } from '../support/live'
import { storeBeforeLoad } from '../support/stored'

const RESPONSIBLE_GAMBLING = 'Jocurile de noroc pot crea dependență. Joacă responsabil.'
const UNKNOWN_PATH = '/pagina-inexistenta'

test.describe('prerendered pages', { tag: ['@shell', '@local'] }, () => {
  test('the sitemap lists every page of the route table, each once', async ({ request }) => {
    const listed = await sitemapPaths(request)
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed).toEqual(expect.arrayContaining(allPagePaths))
  })

  test.describe('the HTML a server sends holds the whole page, as the browser shows it after hydration', () => {
    for (const path of allPagePaths) {
      test(`${path}`, chromiumOnly('javaScriptOff'), async ({ browser, page }) => {
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

        await openLive(page, path)
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
    test(
      'answers 404 with the not-found page, noindex, complete without JavaScript',
      chromiumOnly('javaScriptOff'),
      async ({ browser }) => {
        const raw = await openWithoutJs(browser, UNKNOWN_PATH)
        expect(raw.status).toBe(404)
        const sent = await pageFacts(raw.page)
        await raw.close()
        expect(sent.h1).toEqual(['Pagina nu a fost găsită'])
        expect(sent.robots).toEqual(['noindex'])
        expect(sent.canonical).toEqual([])
        expect(sent.footer).toContain(RESPONSIBLE_GAMBLING)
      },
    )
  })

  test.describe('hydration takes the composed page over in place', () => {
    for (const path of [...allPagePaths, UNKNOWN_PATH]) {
      test(`${path}, light theme, then dark on a reload, favourites stored: no mismatch, same <h1> node, no "Loading..."`, async ({
        page,
        consoleErrors,
      }) => {
        // Stored once, before the first load: the reload finds the theme the test switches to.
        await storeBeforeLoad(
          page,
          { theme: 'light', favourites: JSON.stringify(['book-of-ra', 'sweet-bonanza']) },
          'first page',
        )
        await watchFirstLoad(page)
        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') {
            await page.evaluate(() => localStorage.setItem('theme', 'dark'))
            await reloadLive(page)
          } else await openLive(page, path)
          const facts = await firstLoadFacts(page)
          expect(facts.parsedH1, theme).toMatch(/\S/)
          expect(facts.h1Survived, theme).toBe(true)
          expect(facts.sawLoading, theme).toBe(false)
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
          // The stored favourites apply right after hydration.
          await expect(page.getByTestId('favourites-count')).toContainText('2')
        }
        const documentNotFound = path === UNKNOWN_PATH ? /404 \(Not Found\)/ : /$^/
        expect(consoleErrors.filter((error) => !documentNotFound.test(error))).toEqual([])
      })
    }

    // Firefox reports no first paint for a page that opens scrolled, and the app waits for that paint.
    test('a page reloaded where the visitor had scrolled to goes live there', async ({ page }) => {
      await openLive(page, '/sloturi-online')
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
      await reloadLive(page)
      expect(await page.evaluate(() => scrollY), 'the position the browser restored').toBeGreaterThan(0)
      await expect(page.locator('#root')).toHaveAttribute('data-live', 'hydrated')
    })
  })

  test(
    'a remote held back: the page stays as sent and the shell is live; its slot hydrates in place when the remote comes, with one of each head tag',
    chromiumOnly('javaScriptOff'),
    async ({ browser, page, consoleErrors }) => {
      const path = '/sweet-bonanza-online'
      const raw = await openWithoutJs(browser, path)
      const sent = await pageFacts(raw.page)
      await raw.close()

      // The page's remote (it renders the page's title and meta tags) answers only when the test says.
      const held: Route[] = []
      await page.route(`${entryAt(ORIGINS.categories)}*`, (route) => void held.push(route))
      // Stored favourites show in the header once the shell has hydrated: the sign it went on without
      // the remote.
      await storeBeforeLoad(page, { favourites: JSON.stringify(['book-of-ra', 'starburst']) })
      await watchFirstLoad(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByTestId('favourites-count')).toContainText('2')
      expect(held.length).toBeGreaterThan(0)
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready')
      await expect(page.locator('[data-slot="categories/CategoryPage"]')).not.toHaveAttribute('data-live')
      expect(await pageFacts(page)).toEqual(sent)

      for (const route of held.splice(0)) await route.continue()
      await untilLive(page)
      expect(await pageFacts(page)).toEqual(sent)
      const facts = await firstLoadFacts(page)
      expect(facts.h1Survived).toBe(true)
      expect(facts.sawLoading).toBe(false)
      // The slot is live: its games sort by name.
      expect(sent.gameTitles[0]).not.toBe('Fruit Party')
      await page.locator(remoteRoot('categories')).getByLabel('Ordonează după').selectOption('nume')
      await expect(page.getByTestId('game-card').first().locator('h3')).toHaveText('Fruit Party')
      expect(consoleErrors).toEqual([])
    },
  )

  test("a composed page's first paint needs only the shell's origin; the app's and the remotes' modules wait in the page for the stylesheets", async ({
    request,
  }) => {
    for (const path of ['/', '/sloturi-online', '/joc/book-of-ra']) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!)
      expect(stylesheets.length, path).toBeGreaterThan(0)
      for (const href of stylesheets)
        expect(new URL(href, ORIGINS.shell).origin, `${path}: ${href}`).toBe(ORIGINS.shell)
      // The page's own preloads, and each part's (requested once it is near or wanted).
      const templates = [
        ...head.matchAll(/<template data-(?:part-)?preloads(?:="[^"]*")?[^>]*>([\s\S]*?)<\/template>/g),
      ].map((m) => m[1]!)
      const outside = templates.reduce((rest, inside) => rest.replace(inside, ''), head)
      // Nothing but the stylesheets is fetched by the HTML itself: no preload competes with them.
      expect(outside, path).not.toMatch(/<link rel="(?:modulepreload|preload)"/)
      // …but its small module script stays: it holds DOMContentLoaded until they are in, and the page is
      // laid out once, with all of them (shell decision 0112).
      expect(outside, path).toMatch(/<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js">/)
      const hrefs = templates
        .flatMap((inside) => [...inside.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)])
        .map((m) => new URL(m[1]!, ORIGINS.shell))
      for (const { origin } of hrefs) expect(Object.values(ORIGINS)).toContain(origin)
      // The app itself (run after the first paint by the page's small module script) is among them…
      expect(
        hrefs.some(({ pathname }) => /^\/assets\/start-[\w-]+\.js$/.test(pathname)),
        path,
      ).toBe(true)
      // …and so are the remotes' modules, from their own origins.
      expect(
        hrefs.some(({ origin }) => origin !== ORIGINS.shell),
        path,
      ).toBe(true)
    }
  })

  test("the app's and the remotes' JS are requested once the stylesheets are in, before the app starts", async ({
    page,
  }) => {
    const heldStylesheets: Route[] = []
    await page.route(/\/assets\/style-[\w-]+\.css$/, (route) => void heldStylesheets.push(route))
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const isStart = (url: string) => /\/assets\/start-[\w-]+\.js$/.test(new URL(url).pathname)
    await page.goto('/sloturi-online', { waitUntil: 'commit' })
    await expect.poll(() => heldStylesheets.length).toBe(1)
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive')
    // The whole page is parsed: any preload the HTML named would have been asked for by now.
    expect(scripts.filter(isStart)).toEqual([])
    expect(scripts.filter((url) => new URL(url).origin !== ORIGINS.shell)).toEqual([])

    const startAsked = page.waitForRequest((request) => isStart(request.url()))
    await heldStylesheets[0]!.continue()
    await startAsked
    await untilLive(page)
    expect(scripts.some((url) => new URL(url).origin === ORIGINS.categories)).toBe(true)
  })

  test.describe('a URL the compose step did not render', chromiumOnly('javaScriptOff'), () => {
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

      await openLive(page, path)
      const shown = await pageFacts(page)
      expect(shown.h1).toEqual(['Sloturi Online'])
      expect(shown.gameTitles.length).toBeGreaterThan(0)
      const providers = await page.locator('[data-testid="game-card"] h3 + p').allTextContents()
      expect(new Set(providers)).toEqual(new Set(['Novomatic']))
    })

    test('a search gets the frame first, never the home page, then its results', async ({
      browser,
      page,
    }) => {
      const raw = await openWithoutJs(browser, '/?s=book')
      const sent = await pageFacts(raw.page)
      await raw.close()
      expect(sent.h1).toEqual([])
      expect(sent.main).not.toContain('Păcănele Online')

      await openLive(page, '/?s=book')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultate pentru „book”')
    })
  })
})
