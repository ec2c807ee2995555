import type { Page, Response } from '@playwright/test'
import { PARAMS, type ViewParam } from 'mfe-categories/url-params'
import { MAX_SEARCH_LENGTH } from 'shell/routes'
import { MAX_REQUEST_HEADER_BYTES } from 'shell/tooling/serving/headers'
import { ORIGINS } from '../support/apps'
import { cardTitles, catalogueRoot } from '../support/catalogue-page'
import { expect, test } from '../support/fixtures'
import { openLive, reloadLive } from '../support/live'
import { storeBeforeLoad } from '../support/stored'

/** Any payload that manages to run sets this flag. */
const TRAP = 'window.__pwned=1'

type Case =
  | { kind: 'url'; name: string; url: string; expectStatus?: number; expectPath?: string }
  | {
      kind: 'storage'
      name: string
      items: Record<string, string>
      expectFavourites?: number
      expectDark?: boolean
    }
  | { kind: 'throwing-storage'; name: string }
  | { kind: 'no-cookies'; name: string }

const long = (n: number) => 'a'.repeat(n)
const q = (s: string) => `/?s=${encodeURIComponent(s)}`

const cases: Case[] = [
  // Query strings
  { kind: 'url', name: 'script tag in search', url: q(`<script>${TRAP}</script>`) },
  { kind: 'url', name: 'attribute breakout with onerror', url: q(`"><img src=x onerror="${TRAP}">`) },
  { kind: 'url', name: 'svg onload', url: q(`<svg onload=${TRAP}>`) },
  { kind: 'url', name: 'javascript: link', url: q(`javascript:${TRAP}`) },
  { kind: 'url', name: 'closing JSON-LD script', url: q(`</script><script>${TRAP}</script>`) },
  { kind: 'url', name: 'template injection', url: q(`{{constructor.constructor('${TRAP}')()}}`) },
  { kind: 'url', name: 'template literal', url: q('${' + TRAP + '}') },
  // As long as the server takes: the request line and the browser's own headers within the limit.
  {
    kind: 'url',
    name: `${MAX_REQUEST_HEADER_BYTES - 4096} characters`,
    url: q(long(MAX_REQUEST_HEADER_BYTES - 4096)),
  },
  { kind: 'url', name: 'right-to-left override', url: q('\u202Eevil\u202C sloturi') },
  { kind: 'url', name: 'zero-width characters', url: q('Bo\u200Bok\u200D of\uFEFF Ra') },
  { kind: 'url', name: 'null byte', url: '/?s=book%00ra' },
  { kind: 'url', name: 'malformed percent-encoding', url: '/?s=%E0%A4%A' },
  { kind: 'url', name: 'lone percent sign', url: '/?s=%' },
  { kind: 'url', name: 'repeated parameter', url: '/?s=book&s=%3Cb%3E' },
  { kind: 'url', name: 'array-style parameter', url: '/?s[]=book&s[x]=1' },
  { kind: 'url', name: 'only spaces', url: '/?s=%20%20%20' },
  // 2 000 marks are 12 000 characters once percent-encoded.
  { kind: 'url', name: 'combining marks flood', url: q('p' + '\u0301'.repeat(2000)) },
  { kind: 'url', name: 'emoji and astral characters', url: q('🎰💰𝕭𝖔𝖔𝖐') },
  { kind: 'url', name: 'SQL-looking text', url: q("' OR 1=1; DROP TABLE jocuri; --") },
  // Paths
  { kind: 'url', name: 'encoded traversal', url: '/%2e%2e/%2e%2e/etc/passwd', expectStatus: 404 },
  { kind: 'url', name: 'encoded slash traversal', url: '/..%2f..%2fpackage.json', expectStatus: 404 },
  // Stays on this site: the path is made canonical, never turned into a redirect to another host.
  {
    kind: 'url',
    name: 'double slash to another host',
    url: '//evil.example/',
    expectPath: '/evil.example',
    expectStatus: 404,
  },
  { kind: 'url', name: 'double slashes inside', url: '/sloturi-online//', expectPath: '/sloturi-online' },
  { kind: 'url', name: 'uppercase category', url: '/SLOTURI-ONLINE', expectPath: '/sloturi-online' },
  { kind: 'url', name: 'trailing slash', url: '/book-of-ra-online/', expectPath: '/book-of-ra-online' },
  {
    kind: 'url',
    name: 'mixed case with trailing slash and query',
    url: '/Sweet-Bonanza-Online/?s=x',
    expectPath: '/sweet-bonanza-online',
  },
  { kind: 'url', name: 'old bonus address', url: '/sloturi-bonus', expectPath: '/sloturi-cu-bonus' },
  { kind: 'url', name: 'very long path', url: '/' + long(8000), expectStatus: 404 },
  {
    kind: 'url',
    name: 'markup in path',
    url: `/%3Cscript%3E${encodeURIComponent(TRAP)}%3C/script%3E`,
    expectStatus: 404,
  },
  { kind: 'url', name: 'malformed percent in path', url: '/%E0%A4%A', expectStatus: 404 },
  { kind: 'url', name: 'unknown nested path', url: '/sloturi-online/extra/deep', expectStatus: 404 },
  // Storage
  { kind: 'storage', name: 'theme garbage', items: { theme: '<script>' + TRAP + '</script>' } },
  { kind: 'storage', name: 'theme JSON instead of a word', items: { theme: '"dark"' } },
  { kind: 'storage', name: 'theme huge value', items: { theme: long(500_000) } },
  { kind: 'storage', name: 'valid dark theme is kept', items: { theme: 'dark' }, expectDark: true },
  { kind: 'storage', name: 'favourites not JSON', items: { favourites: '{[' }, expectFavourites: 0 },
  {
    kind: 'storage',
    name: 'favourites wrong type',
    items: { favourites: '{"book-of-ra":true}' },
    expectFavourites: 0,
  },
  {
    kind: 'storage',
    name: 'favourites with wrong item types',
    items: { favourites: '[1,null,{"a":1},"book-of-ra"]' },
    expectFavourites: 1,
  },
  {
    kind: 'storage',
    name: 'favourites huge list',
    items: { favourites: JSON.stringify(Array.from({ length: 20_000 }, (_, i) => `joc-${i}`)) },
    expectFavourites: 500,
  },
  {
    kind: 'storage',
    name: 'corrupt theme does not lose valid favourites',
    items: { theme: '{"broken"', favourites: '["book-of-ra","starburst"]' },
    expectFavourites: 2,
  },
  {
    kind: 'storage',
    name: 'unknown keys with markup are ignored',
    items: { [`<img src=x onerror=${TRAP}>`]: TRAP, favourites: '["sweet-bonanza"]' },
    expectFavourites: 1,
  },
  { kind: 'throwing-storage', name: 'localStorage that throws on every call' },
  { kind: 'no-cookies', name: 'cookies disabled' },
]

const storageCaseName = (item: Extract<Case, { kind: 'storage' }>) =>
  item.expectFavourites !== undefined
    ? `${item.name}: the header counts exactly ${item.expectFavourites} favourites`
    : item.expectDark !== undefined
      ? `${item.name}: the page is ${item.expectDark ? 'dark' : 'light'}`
      : `${item.name}: ignored, the page works`

function caseName(item: Case): string {
  switch (item.kind) {
    case 'url':
      return item.expectPath
        ? `${item.name}: lands on ${item.expectPath} with HTTP ${item.expectStatus ?? 200}, nothing runs`
        : `${item.name}: HTTP ${item.expectStatus ?? 200}, page renders, nothing runs`
    case 'storage':
      return storageCaseName(item)
    default:
      return `${item.name}: the page still renders`
  }
}

/** The header's favourites count, read as its text reads (`Favorite:` is for screen readers). */
const favouritesCount = (page: Page) => page.getByTestId('favourites-count')

test.describe('hostile input', { tag: ['@shell', '@local'] }, () => {
  /** The page `item` leads to is a working page, at the address it should be, and nothing of it ran. */
  async function expectHarmless(page: Page, item: Case, response: Response | null, pageErrors: string[]) {
    expect(response?.status()).toBe(item.kind === 'url' && item.expectStatus ? item.expectStatus : 200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    if (item.kind === 'url' && item.expectPath) expect(new URL(page.url()).pathname).toBe(item.expectPath)
    if (item.kind === 'url' && item.url.startsWith('/?s=')) {
      await expect(catalogueRoot(page)).toBeVisible()
    }
    if (item.kind === 'storage' && item.expectFavourites !== undefined) {
      await expect(favouritesCount(page)).toHaveText(`Favorite:${item.expectFavourites}`)
    }
    if (item.kind === 'storage' && item.expectDark !== undefined) {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        item.expectDark,
      )
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(pageErrors).toEqual([])
  }

  test.describe('hostile input is harmless', () => {
    // An address cannot change what the next one shows (each is a new document, and none of them
    // stores anything), so each group is opened one after another in one page: a step per address.
    const urlGroups = [
      { where: 'the query', items: cases.filter((item) => item.kind === 'url' && item.url.startsWith('/?')) },
      { where: 'the path', items: cases.filter((item) => item.kind === 'url' && !item.url.startsWith('/?')) },
    ]
    for (const { where, items } of urlGroups) {
      test(`url: ${items.length} hostile addresses in ${where}, each at its status and address, rendered, nothing runs`, async ({
        page,
        pageErrors,
      }) => {
        // A page load an address: a loaded host takes more than a test's default minute for them all.
        test.setTimeout(items.length * 10_000)
        for (const item of items) {
          if (item.kind !== 'url') continue
          await test.step(caseName(item), async () => {
            // Absolute, so that `//host/` stays a path on the shell and is not read as another host.
            const response = await openLive(page, ORIGINS.shell + item.url)
            await expectHarmless(page, item, response, pageErrors)
          })
        }
      })
    }

    // Stored values only change what the next page reads: each case stores its own over the last
    // one's, on a page of the site that runs no app, then opens the home page.
    const storageCases = cases.filter((item) => item.kind === 'storage')
    test(`storage: ${storageCases.length} hostile stored values, each read by the home page as it should`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(storageCases.length * 10_000)
      const storedKeys = new Set(storageCases.flatMap((item) => Object.keys(item.items)))
      for (const item of storageCases) {
        await test.step(caseName(item), async () => {
          await page.goto('/robots.txt')
          await page.evaluate(
            ([keys, items]) => {
              for (const key of keys) localStorage.removeItem(key)
              for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
            },
            [[...storedKeys], item.items] as const,
          )
          await expectHarmless(page, item, await openLive(page, '/'), pageErrors)
        })
      }
    })

    for (const item of cases) {
      if (item.kind === 'url' || item.kind === 'storage') continue
      test(`${item.kind}: ${caseName(item)}`, async ({ page, pageErrors }) => {
        if (item.kind === 'throwing-storage') {
          await page.addInitScript(() => {
            const fail = () => {
              throw new DOMException('denied', 'SecurityError')
            }
            Object.defineProperty(window, 'localStorage', { get: fail, configurable: true })
          })
        } else {
          await page.addInitScript(() => {
            Object.defineProperty(Document.prototype, 'cookie', {
              get: () => '',
              set: () => {
                throw new DOMException('cookies disabled', 'SecurityError')
              },
              configurable: true,
            })
          })
        }
        await expectHarmless(page, item, await openLive(page, '/'), pageErrors)
      })
    }
  })

  test(`a search past the server's ${MAX_REQUEST_HEADER_BYTES}-byte request limit gets 431, and the site carries on`, async ({
    page,
    pageErrors,
  }) => {
    const refused = await page.goto(q(long(MAX_REQUEST_HEADER_BYTES)))
    expect(refused?.status()).toBe(431)
    const next = await openLive(page, q('book'))
    expect(next?.status()).toBe(200)
    await expect(catalogueRoot(page)).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  /**
   * Everything a category page shows that its address decides: the filter controls, the count, the
   * cards and the page position. Two addresses with the same view show the same page.
   */
  async function categoryView(page: Page) {
    const root = catalogueRoot(page)
    await expect(root.getByTestId('result-count')).toBeVisible()
    return {
      controls: await root
        .getByRole('form', { name: 'Filtre' })
        .locator('select, input')
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
      count: await root.getByTestId('result-count').textContent(),
      titles: await cardTitles(page),
      paging: (await root.getByRole('navigation', { name: 'Paginare' }).allTextContents()).join(''),
    }
  }

  /**
   * Values no control can produce, for each parameter the category pages read. The parser must
   * ignore each of them: the page shows its default view, exactly as without the parameter.
   */
  const BAD_VALUES = [
    `<img src=x onerror=${TRAP}>`,
    '__proto__',
    'constructor',
    '-5',
    '0',
    '2.5',
    '1e3',
    '99999999999999999999',
    'NaN',
    'a'.repeat(5000),
  ]

  /** One category per parameter, so the suite crosses several default orders and page counts. */
  const ignoredParams: Array<{ param: ViewParam; path: string }> = [
    { param: 'provider', path: '/sloturi-online' },
    { param: 'feature', path: '/pacanele-online' },
    { param: 'sort', path: '/jocuri-slot-online' },
    { param: 'page', path: '/pacanele-online' },
  ]

  test.describe('category address parameters: a value no control produces is ignored', () => {
    test('the cases cover every parameter the category pages read', () => {
      const covered = new Set<ViewParam>([...ignoredParams.map((item) => item.param), 'query'])
      expect([...covered].sort()).toEqual((Object.keys(PARAMS) as ViewParam[]).sort())
    })

    for (const { param, path } of ignoredParams) {
      test(`${PARAMS[param]} (${param}): ${BAD_VALUES.length} bad values each show ${path}'s default view`, async ({
        page,
        pageErrors,
      }) => {
        await openLive(page, path)
        const defaultView = await categoryView(page)
        expect(defaultView.titles.length).toBeGreaterThan(0)
        for (const value of BAD_VALUES) {
          await openLive(page, `${path}?${new URLSearchParams({ [PARAMS[param]]: value })}`)
          expect(await categoryView(page), `${PARAMS[param]}=${value.slice(0, 40)}`).toEqual(defaultView)
        }
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
        expect(pageErrors).toEqual([])
      })
    }

    test(`${PARAMS.query} (query): markup is searched as text, and text longer than ${MAX_SEARCH_LENGTH} characters is cut`, async ({
      page,
      pageErrors,
    }) => {
      const within = () => catalogueRoot(page).getByRole('form', { name: 'Filtre' }).locator('input').first()
      const markup = `<img src=x onerror=${TRAP}>`
      await openLive(page, `/book-of-ra-online?${new URLSearchParams({ [PARAMS.query]: markup })}`)
      await expect(within()).toHaveValue(markup)
      await expect(catalogueRoot(page).getByTestId('result-count')).toHaveText('0 jocuri')
      await expect(page.locator('img[src="x"]')).toHaveCount(0)

      const long = 'book '.repeat(1000)
      await openLive(page, `/book-of-ra-online?${new URLSearchParams({ [PARAMS.query]: long })}`)
      await expect(within()).toHaveValue(long.slice(0, MAX_SEARCH_LENGTH))
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(pageErrors).toEqual([])
    })

    test('prototype names as parameter names change nothing', async ({ page, pageErrors }) => {
      await openLive(page, '/sloturi-online')
      const defaultView = await categoryView(page)
      await openLive(page, '/sloturi-online?__proto__[x]=1&constructor=1&toString=1&__proto__=1')
      expect(await categoryView(page)).toEqual(defaultView)
      expect(pageErrors).toEqual([])
    })
  })

  test('a corrupt stored theme leaves the stored favourite counted, and saved as it was, over a reload', async ({
    page,
  }) => {
    await storeBeforeLoad(page, { theme: '%%%', favourites: '["book-of-ra"]' }, 'first page')
    await openLive(page, '/')
    await expect(favouritesCount(page)).toHaveText('Favorite:1')
    await reloadLive(page)
    await expect(favouritesCount(page)).toHaveText('Favorite:1')
    const stored = await page.evaluate(() => localStorage.getItem('favourites'))
    expect(JSON.parse(stored!)).toEqual(['book-of-ra'])
  })
})
