import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { remoteRoot } from './apps'
import { repo, type Deployment } from './deploy'

// bench/run.ts reads the live marker through this module.
export { appReady } from './live'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

/**
 * The sitemap as a crawler reads it: /sitemap.xml is a sitemap index (robots.txt names it), each file
 * it lists a `urlset` of at most 50 000 URLs; their text, in order.
 */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const parts: string[] = []
  for (const url of locs(index)) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    parts.push(await response.text())
  }
  return parts.join('')
}

/** Every canonical page of the site, as the sitemap lists them (the compose step writes both). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return locs(await sitemapText(request)).map((loc) => {
    const url = new URL(loc.replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
}

/** The same page as a crawler or a link preview gets it: the HTML the server sent, no JavaScript. */
export async function openWithoutJs(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(url)
  return { page, status: response?.status(), close: () => context.close() }
}

/** What a crawler reads from a page: its head, its heading, its visible text and structured data. */
export function pageFacts(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name))
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      openGraph: [...document.querySelectorAll('meta[property^="og:"]')].map(
        (meta) => `${meta.getAttribute('property')}=${meta.getAttribute('content')}`,
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as unknown,
      ),
      h1: [...document.querySelectorAll('h1')].map((h1) => h1.textContent),
      main: document.querySelector('main')?.textContent ?? '',
      gameTitles: [...document.querySelectorAll('[data-testid="game-card"] h3')].map((h3) => h3.textContent),
      footer: document.querySelector('footer')?.textContent ?? '',
    }
  })
}

/** Questions and answers of the page's FAQ as the raw HTML holds them (closed answers included). */
export function faqInHtml(page: Page) {
  return page.evaluate(
    (items) =>
      [...document.querySelectorAll(items)].map((item) => ({
        question: item.querySelector('summary')?.textContent ?? '',
        answer: item.querySelector('summary + p')?.textContent ?? '',
      })),
    `${remoteRoot('faq')} details`,
  )
}

/**
 * Installed before the page's scripts: remembers the <h1> the parser built (before any module runs)
 * and whether "Loading..." ever appeared, so a test can check what hydration kept and showed.
 */
export async function watchFirstLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as { __parsedH1?: Element | null; __sawLoading?: boolean }
    probe.__sawLoading = false
    document.addEventListener('readystatechange', () => {
      // "interactive": the document is parsed and no deferred or module script has run yet.
      if (document.readyState === 'interactive') probe.__parsedH1 = document.querySelector('h1')
    })
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading...')) probe.__sawLoading = true
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

export function firstLoadFacts(page: Page) {
  return page.evaluate(() => {
    const probe = window as unknown as { __parsedH1?: Element | null; __sawLoading?: boolean }
    return {
      parsedH1: probe.__parsedH1?.textContent ?? null,
      h1Survived: probe.__parsedH1 !== null && probe.__parsedH1 === document.querySelector('h1'),
      sawLoading: probe.__sawLoading === true,
    }
  })
}

/** Runs the shell's compose step as a deploy would, against a deployed site's folder and record. */
export function runCompose(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(join(repo, 'shell/node_modules/.bin/tsx'), ['compose/compose.ts', ...args], {
    cwd: join(repo, 'shell'),
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Composes a deployed copy from the release record it serves, as a deploy does; `flags` as `pnpm compose`'s. */
export const composeDeployed = (site: Deployment, ...flags: string[]) =>
  runCompose(['--record', `${site.shellOrigin}/release-record.json`, '--out', site.shellDir, ...flags])
