import { expect, test } from '../support/fixtures'
import { categoryRoutes } from 'shell/routes'
import { exposedChunkPattern } from 'shell/tooling/federation/plugin/chunk-names'
import {
  cardTitles,
  catalogueJsonLd,
  catalogueRoot,
  gameCards,
  holdCatalogueScripts,
  searchWithin,
} from '../support/catalogue-page'
import { pauseClock, settle } from '../support/clock'
import { openLive, reloadLive } from '../support/live'

const H1: Record<string, string> = {
  'pacanele-online': 'Păcănele Online',
  'sloturi-online': 'Sloturi Online',
  'jocuri-slot-online': 'Jocuri Slot Online',
  'cazino-online-sloturi': 'Cazino Online: Sloturi',
  'sloturi-cu-bonus': 'Sloturi cu Bonus',
  'sloturi-gratis': 'Sloturi Gratis',
  'pacanele-gratis': 'Păcănele Gratis',
  'book-of-ra-online': 'Book of Ra Online',
  'sweet-bonanza-online': 'Sweet Bonanza Online',
  'egt-slots-online': 'EGT Slots Online',
}

test.describe('category pages', { tag: '@categories' }, () => {
  // The pages cannot change one another: one page opens them in turn, a step each.
  test(
    `each of the ${categoryRoutes.length} category pages shows its heading, intro, games and valid JSON-LD`,
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(categoryRoutes.length * 10_000)
      for (const { slug } of categoryRoutes) {
        await test.step(`/${slug}`, async () => {
          await openLive(page, `/${slug}`)
          const root = catalogueRoot(page)
          await expect(root.getByRole('heading', { level: 1 })).toHaveText(H1[slug]!)
          await expect(page).toHaveTitle(new RegExp(`Păcănele Online$`))
          const intro = await root.getByTestId('category-intro').locator('p').allTextContents()
          expect(intro.join(' ').split(/\s+/).length).toBeGreaterThanOrEqual(120)
          const count = await gameCards(page).count()
          expect(count).toBeGreaterThan(0)
          expect(count).toBeLessThanOrEqual(12)
          await expect(root.getByRole('navigation', { name: 'Fir de navigare' })).toContainText('Acasă')
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${slug}$`))
          const data = await catalogueJsonLd(page)
          const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
            itemListElement: Array<{ name: string; position: number }>
          }
          expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Acasă', H1[slug]])
          const itemList = data.find((item) => item['@type'] === 'ItemList') as {
            itemListElement: Array<{ name: string; position: number }>
          }
          expect(itemList.itemListElement.map((item) => item.name)).toEqual(await cardTitles(page))
          await expect(
            root.getByRole('navigation', { name: 'Categorii înrudite' }).getByRole('link').first(),
          ).toBeVisible()
        })
      }
    },
  )

  test('category games follow the membership rule', async ({ page }) => {
    await openLive(page, '/egt-slots-online')
    await expect(gameCards(page).first()).toBeVisible()
    const providers = await gameCards(page).locator('h3 + p').allTextContents()
    expect(new Set(providers)).toEqual(new Set(['EGT Interactive']))
    await openLive(page, '/book-of-ra-online')
    await expect(gameCards(page).first()).toBeVisible()
    const titles = await cardTitles(page)
    expect(titles).toEqual(expect.arrayContaining(['Book of Ra', 'Book of Ra Deluxe', 'Book of Dead']))
    expect(titles).not.toContain('Sweet Bonanza')
  })

  test('filters, sort and pagination live in the URL, survive reload and walk back/forward', async ({
    page,
  }) => {
    await openLive(page, '/pacanele-online')
    const root = catalogueRoot(page)
    await expect(gameCards(page)).toHaveCount(12)
    const firstPage = await cardTitles(page)

    await root.getByRole('link', { name: /Pagina următoare/ }).click()
    await expect(page).toHaveURL(/\?pagina=2$/)
    await expect(root.getByText(/Pagina 2 din \d+/)).toBeVisible()
    await expect.poll(() => cardTitles(page)).not.toEqual(firstPage)

    await root.getByLabel('Furnizor').selectOption('netent')
    await expect(page).toHaveURL(/\?furnizor=netent$/)
    await expect(gameCards(page)).toHaveCount(2)

    await root.getByLabel('Ordonează după').selectOption('nume')
    await expect(page).toHaveURL(/furnizor=netent&ordine=nume$/)
    await expect.poll(() => cardTitles(page)).toEqual(["Gonzo's Quest", 'Starburst'])

    await reloadLive(page)
    await expect(catalogueRoot(page).getByLabel('Furnizor')).toHaveValue('netent')
    await expect(catalogueRoot(page).getByLabel('Ordonează după')).toHaveValue('nume')
    await expect.poll(() => cardTitles(page)).toEqual(["Gonzo's Quest", 'Starburst'])

    await page.goBack()
    await expect(page).toHaveURL(/\?furnizor=netent$/)
    await expect(catalogueRoot(page).getByLabel('Ordonează după')).toHaveValue('rating')
    await page.goBack()
    await expect(page).toHaveURL(/\?pagina=2$/)
    await expect(gameCards(page)).toHaveCount(12)
    await page.goForward()
    await expect(gameCards(page)).toHaveCount(2)
  })

  test('feature filter and search-within narrow the list; an empty result offers to clear', async ({
    page,
  }) => {
    await openLive(page, '/sloturi-online')
    const root = catalogueRoot(page)
    await root.getByLabel('Funcție').selectOption('linii-in-ambele-sensuri')
    await expect(gameCards(page)).toHaveCount(2)
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(['Extra Stars', 'Starburst'])
    await root.getByLabel('Funcție').selectOption('')
    await searchWithin(page, 'DOLPHÎN')
    await expect(gameCards(page)).toHaveCount(1)
    await expect(gameCards(page).locator('h3')).toHaveText("Dolphin's Pearl Deluxe")
    await searchWithin(page, 'nu există așa ceva')
    await expect(root.getByText('Niciun joc nu se potrivește cu filtrele alese.')).toBeVisible()
    await root.getByRole('link', { name: 'Șterge filtrele' }).click()
    await expect(gameCards(page)).toHaveCount(12)
    await expect(page).toHaveURL(/\/sloturi-online$/)
  })

  test('a filter change is on the page before the next event: a search typed at once keeps the filter cleared', async ({
    page,
  }) => {
    await openLive(page, '/sloturi-online?functie=linii-in-ambele-sensuri')
    await expect(gameCards(page)).toHaveCount(2)
    const root = catalogueRoot(page)
    const select = await root.getByLabel('Funcție').elementHandle()
    const search = await root.getByLabel('Caută în categorie').elementHandle()
    // One task apart, faster than any runner's actions: the second change builds on the page's state.
    await page.evaluate(
      async ([select, search]) => {
        ;(select as HTMLSelectElement).value = ''
        select!.dispatchEvent(new Event('change', { bubbles: true }))
        await new Promise((resolve) => setTimeout(resolve, 0))
        // React tracks an input's value through the prototype's setter.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'DOLPHÎN')
        search!.dispatchEvent(new Event('input', { bubbles: true }))
      },
      [select, search],
    )
    await expect(page).toHaveURL(/\/sloturi-online\?cauta=DOLPH%C3%8EN$/)
    await expect(gameCards(page)).toHaveCount(1)
    await expect(root.getByLabel('Funcție')).toHaveValue('')
  })

  test('a provider chosen while the catalogue’s JavaScript is still loading applies once its slot is live', async ({
    page,
    consoleErrors,
  }) => {
    const scripts = await holdCatalogueScripts(page)
    // The page's clock stands still: the boot's wait for the remote cannot run out while it is held.
    await page.clock.install()
    await page.goto('/sloturi-online', { waitUntil: 'commit' })
    await pauseClock(page)
    for (let steps = 0; scripts.waiting() === 0; steps += 1) {
      expect(steps, 'the app never asked for the catalogue').toBeLessThan(100)
      await page.clock.runFor(100)
      await settle(page)
    }
    const provider = catalogueRoot(page).getByLabel('Furnizor')
    await provider.selectOption('netent')
    // The list's slot, not the page's `data-app`: the list waits for a touch, so the page is ready
    // without it if the app came alive before the choice.
    const slot = page.locator('[data-slot="categories/CategoryPage"]')
    await expect(slot).not.toHaveAttribute('data-live')
    expect(await gameCards(page).count()).toBe(12)

    const categoryPage = page.waitForResponse(exposedChunkPattern('CategoryPage'))
    await scripts.release()
    await categoryPage
    await page.clock.resume()
    await expect(slot).toHaveAttribute('data-live', 'hydrated')
    await expect(page).toHaveURL(/\/sloturi-online\?furnizor=netent$/)
    await expect(gameCards(page)).toHaveCount(2)
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(["Gonzo's Quest", 'Starburst'])
    await expect(provider).toHaveValue('netent')
    expect(consoleErrors).toEqual([])
  })

  test('garbage in the query is ignored, not crashed on', async ({ page }) => {
    await openLive(
      page,
      '/sloturi-gratis?pagina=-7&furnizor=%3Cscript%3Ealert(1)%3C%2Fscript%3E&ordine=__proto__&functie=%00',
    )
    await expect(catalogueRoot(page).getByRole('heading', { level: 1 })).toHaveText('Sloturi Gratis')
    await expect(gameCards(page)).toHaveCount(12)
    await expect(catalogueRoot(page).getByLabel('Furnizor')).toHaveValue('')
  })

  test('/sloturi-cu-bonus lists the bonus offers with their conditions', async ({ page }) => {
    await openLive(page, '/sloturi-cu-bonus')
    const offers = catalogueRoot(page).getByTestId('bonus-offers')
    await expect(offers.getByRole('listitem')).toHaveCount(4)
    for (const title of [
      'Rotiri gratuite fără depunere',
      'Bonus de bun venit',
      'Cashback săptămânal',
      'Bonus de reîncărcare',
    ]) {
      await expect(offers.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(offers.getByText('Rulaj:')).toHaveCount(4)
    await expect(offers.getByText('Valabilitate:')).toHaveCount(4)
    await expect(offers).toContainText('100–200%')
  })

  test('a category page does not scroll sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await openLive(page, '/sloturi-cu-bonus')
    await expect(gameCards(page).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
