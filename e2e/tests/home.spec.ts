import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { gotoHome, menuTrigger, menuPanel } from '../support/home-chrome'
import { ORIGINS, remoteRoot } from '../support/apps'

const home = (page: Page) => page.locator(remoteRoot('home'))
const sectionByHeading = (page: Page, name: string) =>
  home(page)
    .locator('section, article')
    .filter({
      has: page.getByRole('heading', { level: 2, name, exact: true }),
    })

test.describe('home page', { tag: ['@home', '@local'] }, () => {
  test.describe('home page sections (mfe-home)', () => {
    test.beforeEach(async ({ page }) => {
      await gotoHome(page)
    })

    test('hero: heading, subheading, two calls to action, three feature tiles', async ({ page }) => {
      const hero = home(page).locator('section').first()
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Păcănele Online')
      await expect(hero.locator('h1 + p')).toHaveText(/^[A-ZĂÂÎȘȚ].{40,}\.$/)
      const free = hero.getByRole('link', { name: 'Joacă Gratis Acum' })
      await expect(free).toHaveAttribute('href', '/pacanele-gratis')
      await expect(hero.getByRole('link', { name: 'Top Păcănele Online' })).toHaveAttribute(
        'href',
        '/pacanele-online',
      )
      const tiles = hero.getByTestId('home-feature-tile')
      // The first tile's figure is the catalogue's true count (true-counts.spec.ts checks the number).
      await expect(tiles.getByTestId('home-feature-title')).toHaveText([
        /^\d+ de jocuri$/,
        'Rating-uri Reale',
        'Bonusuri Exclusive',
      ])
      for (const tile of await tiles.all()) {
        await expect(tile.locator('p').last()).toHaveText(/\S{3,}/)
      }
      await free.click()
      await expect(page).toHaveURL(`${ORIGINS.shell}/pacanele-gratis`)
    })

    test('Categorii Populare: nine tiles with their counts and routes', async ({ page }) => {
      const tiles = sectionByHeading(page, 'Categorii Populare').getByRole('link')
      // The counts themselves are compared with the linked pages in true-counts.spec.ts.
      const expected = [
        ['Păcănele Online', /\d+ de jocuri/, '/pacanele-online'],
        ['Sloturi Online', /\d+ de jocuri/, '/sloturi-online'],
        ['Jocuri Slot Online', /\d+ de jocuri/, '/jocuri-slot-online'],
        ['Book of Ra Online', /\d+ jocuri/, '/book-of-ra-online'],
        ['Sweet Bonanza Online', /\d+ jocuri/, '/sweet-bonanza-online'],
        ['EGT Slots Online', /\d+ de jocuri/, '/egt-slots-online'],
        ['Sloturi Gratis', /\d+ jocuri de jucat aici, \d+ de jocuri doar prezentate/, '/sloturi-gratis'],
        ['Sloturi cu Bonus', /\d+ oferte/, '/sloturi-cu-bonus'],
        ['Păcănele Gratis', /\d+ jocuri de jucat aici, \d+ de jocuri doar prezentate/, '/pacanele-gratis'],
      ] as const
      await expect(tiles).toHaveCount(expected.length)
      for (const [index, [title, count, href]] of expected.entries()) {
        const tile = tiles.nth(index)
        await expect(tile).toHaveAccessibleName(new RegExp(`^${title} ${count.source}$`))
        await expect(tile).toHaveAttribute('href', href)
      }
      await tiles.nth(5).click()
      await expect(page).toHaveURL(`${ORIGINS.shell}/egt-slots-online`)
    })

    test('Jocuri Populare: "Vezi Toate" to /pacanele-online, then the composed game cards', async ({
      page,
    }) => {
      const section = sectionByHeading(page, 'Jocuri Populare')
      const all = section.getByRole('link', { name: /^Vezi Toate/ })
      await expect(all).toHaveText('Vezi Toate')
      await expect(all).toHaveAttribute('href', '/pacanele-online')
      await expect(section.locator(remoteRoot('categories')).first()).toBeVisible()
      await all.click()
      await expect(page).toHaveURL(`${ORIGINS.shell}/pacanele-online`)
    })

    test('intro article: a heading and 3–5 paragraphs on playing safely, then the FAQ', async ({ page }) => {
      const article = home(page).locator('article')
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(
        'Cum joci păcănele online în siguranță',
      )
      const paragraphs = article.locator('p')
      const count = await paragraphs.count()
      expect(count).toBeGreaterThanOrEqual(3)
      expect(count).toBeLessThanOrEqual(5)
      const text = (await article.innerText()).replace(/\s+/g, ' ')
      for (const needle of ['ONJN', '18 ani', 'RTP', 'volatilitate', 'demo', 'limite'])
        expect(text).toContain(needle)
      expect(text).not.toMatch(/[\u015F\u0163\u015E\u0162]/)
      expect(text).not.toMatch(/\d+\s*(lei|RON|€|euro)/i)
      // The FAQ slot comes after the article.
      const order = await home(page).evaluate((root, faqRoot) => {
        const article = root.querySelector('article')!
        const faq = root.querySelector(faqRoot)!
        return article.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING
      }, remoteRoot('faq'))
      expect(order).toBeTruthy()
    })

    test('sections come in order: hero, categories, games, article', async ({ page }) => {
      const headings = await home(page).locator('h1, h2').allTextContents()
      const position = (text: string) => headings.indexOf(text)
      const spine = [
        'Păcănele Online',
        'Categorii Populare',
        'Jocuri Populare',
        'Cum joci păcănele online în siguranță',
      ]
      expect(spine.map(position)).toEqual([...spine.map(position)].sort((a, b) => a - b))
      expect(spine.every((text) => position(text) >= 0)).toBe(true)
    })

    test('metadata: title, description, keywords, canonical, Open Graph, Twitter and WebSite JSON-LD', async ({
      page,
    }) => {
      const title = await page.title()
      expect(title).toContain('Păcănele Online')
      const head = page.locator('head')
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /păcănele online/)
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname).toBe('/')
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
      await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const site = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'WebSite')
      const origin = new URL(canonical!).origin
      expect(site).toMatchObject({
        '@context': 'https://schema.org',
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/?s={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      })
    })
  })

  test.describe('home page layout', () => {
    test('no horizontal scroll at 360 px, with the menu open too', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await gotoHome(page)
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
      expect(await scrollWidth()).toBeLessThanOrEqual(360)
      await menuTrigger(page).click()
      await expect(menuPanel(page)).toBeVisible()
      expect(await scrollWidth()).toBeLessThanOrEqual(360)
      const menuBox = (await menuPanel(page).boundingBox())!
      expect(menuBox.x).toBeGreaterThanOrEqual(0)
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360)
    })

    // Guards against a later remote stylesheet re-declaring a base utility (`.w-full`, `.sr-only`)
    // and so cancelling an earlier breakpoint rule of the shell or of this remote.
    test('breakpoint styles hold with every remote stylesheet loaded', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await gotoHome(page)
      await expect(page.locator(remoteRoot('categories')).first()).toBeVisible()
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()
      const free = (await page.getByRole('link', { name: 'Joacă Gratis Acum' }).boundingBox())!
      const top = (await page.getByRole('link', { name: 'Top Păcănele Online' }).boundingBox())!
      expect(top.y).toBe(free.y)
      expect(free.width).toBeLessThan(400)
      const label = (await page.getByRole('group', { name: 'Temă' }).getByText('Luminoasă').boundingBox())!
      expect(label.width).toBeGreaterThan(20)
      const tiles = sectionByHeading(page, 'Categorii Populare').getByRole('link')
      const rows = new Set(
        await Promise.all((await tiles.all()).map(async (tile) => (await tile.boundingBox())!.y)),
      )
      expect(rows.size).toBe(3)

      await page.setViewportSize({ width: 360, height: 800 })
      const narrow = (await page.getByRole('link', { name: 'Joacă Gratis Acum' }).boundingBox())!
      expect(narrow.width).toBeGreaterThan(300)
    })

    for (const width of [360, 1024, 1440]) {
      test(`header controls do not overlap at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await gotoHome(page)
        const header = page.getByRole('banner')
        const controls = [
          header.getByRole('link', { name: 'Păcănele Online, prima pagină' }),
          header.getByRole('button', { name: 'Menu' }),
          header.getByRole('search'),
          header.getByTestId('favourites-count'),
          header.getByRole('group', { name: 'Temă' }),
        ]
        const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!))
        for (const box of boxes) {
          expect(box.x).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width).toBeLessThanOrEqual(width)
        }
        for (let a = 0; a < boxes.length; a++) {
          for (let b = a + 1; b < boxes.length; b++) {
            const [p, q] = [boxes[a]!, boxes[b]!]
            const overlap =
              p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height
            expect(overlap, `controls ${a} and ${b} overlap at ${width} px`).toBe(false)
          }
        }
      })
    }
  })
})
