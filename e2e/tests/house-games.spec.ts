import type { Page, Route } from '@playwright/test'
import { exposedChunkPattern } from 'shell/tooling/federation/plugin/chunk-names'
import { pauseClock, settle } from '../support/clock'
import { firstLoadFacts, sitemapPaths, watchFirstLoad } from '../support/composed'
import { expect, test } from '../support/fixtures'
import { chromiumOnly } from '../support/suites'
import { axeViolations, gotoHome } from '../support/home-chrome'
import {
  confirmAge,
  houseGame,
  houseGameOnlyChunks,
  houseGames,
  percentText,
  winIn,
} from '../support/house-games'
import { openLive, scrollThroughParts } from '../support/live'

const [fruit, forest] = houseGames as [(typeof houseGames)[number], (typeof houseGames)[number]]
/** The fruit game's smallest stake and its starting credits (its data: 5 credits a spin, 1 000 to start). */
const FRUIT_STAKE = 5
const FRUIT_START = 1000
/** How long the fruit game's three reels roll before the result shows. */
const FRUIT_SPIN_MS = (8 + 2 * 3) * 60
const MINUTE = 60_000

async function openGame(page: Page, path = fruit.path) {
  await openLive(page, path)
  await expect(houseGame(page).spin).toBeEnabled()
  return houseGame(page)
}

/**
 * The game with reduced motion, past its 18+ question, on a paused clock: time moves only when the
 * test moves it, and a spin shows its result at once.
 */
async function openGameWithoutMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  const game = await openGame(page)
  await game.spin.click()
  await confirmAge(page)
  await pauseClock(page)
  return game
}

test.describe('house games', { tag: ['@categories', '@local'] }, () => {
  test.describe('each house game has its own composed page', () => {
    test('the sitemap lists every house game page', async ({ request }) => {
      expect(await sitemapPaths(request)).toEqual(expect.arrayContaining(houseGames.map((game) => game.path)))
    })

    for (const game of houseGames) {
      test(`${game.path}: the HTML sent holds the title, the paytable and the RTP; it hydrates in place without an error`, async ({
        request,
        page,
        consoleErrors,
      }) => {
        const response = await request.get(game.path)
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html).toContain(
          `<title>${game.name} – păcănea gratuită, cu credite virtuale | Păcănele Online</title>`,
        )
        expect(html.match(/<h1\b/g)).toHaveLength(1)
        expect(html).toContain(`<link rel="canonical" href="${new URL(game.path, response.url()).href}"/>`)
        expect(html).toMatch(/<table[^>]*data-testid="house-paytable"/)
        expect(html).toContain(percentText(game.rtp))
        expect(html).toContain('Cum funcționează')
        expect(html).toContain('"@type":"VideoGame"')
        expect(html).not.toContain('Loading...')

        await watchFirstLoad(page)
        await openLive(page, game.path)
        const facts = await firstLoadFacts(page)
        expect(facts.parsedH1).toBe(game.name)
        expect(facts.h1Survived).toBe(true)
        await expect(page.locator('[data-figure="RTP"]')).toHaveText(percentText(game.rtp))
        await expect(houseGame(page).spin).toBeEnabled()
        expect(consoleErrors).toEqual([])
      })
    }
  })

  test.describe('the symbols are drawn, the same on every device: no emoji, a named picture in every cell', () => {
    /**
     * An emoji or any pictograph, which each device draws with its own font, if it has one; but not
     * © and ®, Latin-1 letters that every text font has (the footer's "©").
     */
    const PICTOGRAPH = /(?![\u00A9\u00AE])\p{Extended_Pictographic}|\u{FE0F}/u

    for (const game of houseGames) {
      test(`${game.path}: no emoji in the page's text, before and after a spin`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const reelGame = await openGame(page, game.path)
        const cells = reelGame.reels.locator('[data-reel] > *')
        const expectDrawnSymbols = async () => {
          expect(await page.evaluate(() => document.body.innerText)).not.toMatch(PICTOGRAPH)
          // Hidden text and names count too: every text node, and every name an element is given.
          const domText = await page.evaluate(() => {
            const texts: string[] = []
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
            while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '')
            for (const element of document.body.querySelectorAll('[aria-label], [title], [alt]'))
              texts.push(...['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''))
            return texts.join('\n')
          })
          expect(domText).toContain(game.name)
          expect(domText).not.toMatch(PICTOGRAPH)
          await expect(cells).toHaveCount(game.reels * game.rows)
          for (const cell of await cells.all()) {
            const picture = cell.getByRole('img')
            await expect(picture).toHaveAccessibleName(/\S/)
            expect(await picture.evaluate((element) => element.tagName)).toBe('svg')
            const box = (await picture.boundingBox())!
            expect(box.width).toBeGreaterThan(16)
            expect(box.height).toBeGreaterThan(16)
          }
        }
        await expectDrawnSymbols()
        await reelGame.spin.click()
        await confirmAge(page)
        await reelGame.spin.click()
        await expect(reelGame.root.locator('[data-session="Rotiri"]')).toHaveText('1')
        await expectDrawnSymbols()
      })
    }
  })

  test('gate, then each spin takes exactly the stake at once and pays exactly the win it announces', async ({
    page,
  }) => {
    await page.clock.install()
    const game = await openGame(page)
    await game.spin.click()
    await confirmAge(page)
    expect(await game.balance()).toBe(FRUIT_START)
    await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('0')

    // The reels roll only when the test moves the clock: each spin is watched from press to result.
    await pauseClock(page)
    let won = 0
    for (let spin = 1; spin <= 3; spin++) {
      const before = await game.balance()
      await game.spin.click()
      await expect(game.reels).toHaveAttribute('aria-busy', 'true')
      expect(await game.balance()).toBe(before - FRUIT_STAKE)
      await expect(game.status).toHaveText('')
      await page.clock.runFor(FRUIT_SPIN_MS)
      await expect(game.reels).toHaveAttribute('aria-busy', 'false')
      const win = winIn((await game.status.textContent())!)
      expect(await game.balance()).toBe(before - FRUIT_STAKE + win)
      won += win
    }
    expect(await game.figure('Rotiri')).toBe('3')
    expect(await game.figure('Miză totală')).toBe(String(3 * FRUIT_STAKE))
    expect(await game.figure('Câștig total')).toBe(new Intl.NumberFormat('ro-RO').format(won))
  })

  test('keyboard only: Tab reaches the reels, Space and Enter spin once each, a held key does not spin again', async ({
    page,
  }) => {
    const game = await openGame(page)
    for (
      let stop = 0;
      stop < 40 && !(await game.reels.evaluate((reels) => reels === document.activeElement));
      stop++
    )
      await page.keyboard.press('Tab')
    await expect(game.reels).toBeFocused()

    await page.keyboard.press('Space')
    const gate = page.getByRole('dialog', { name: 'Ai peste 18 ani?' })
    await expect(gate.getByRole('button', { name: 'Am peste 18 ani' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(gate).toBeHidden()
    await expect(game.reels).toBeFocused()
    expect(await game.figure('Rotiri')).toBe('0')

    await page.keyboard.press('Space')
    await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('1')
    await expect(game.reels).toHaveAttribute('aria-busy', 'false')
    await page.keyboard.press('Enter')
    await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('2')
    await expect(game.reels).toHaveAttribute('aria-busy', 'false')

    // Held down: the first press spins; the key's repeats, after that spin has ended, do not.
    await page.keyboard.down('Enter')
    await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('3')
    await expect(game.reels).toHaveAttribute('aria-busy', 'false')
    await page.keyboard.down('Enter')
    await page.keyboard.down('Enter')
    await page.keyboard.up('Enter')
    await settle(page)
    expect(await game.figure('Rotiri')).toBe('3')
    await expect(game.status).not.toHaveText('')
  })

  test("a Space pressed on the reels before the game's code has arrived is kept, and spins once it has", async ({
    page,
  }) => {
    const held: Route[] = []
    const gameChunk = exposedChunkPattern('HouseGamePage')
    await page.route(
      (url) => gameChunk.test(url.pathname),
      (route) => void held.push(route),
    )
    const game = houseGame(page)
    await openLive(page, fruit.path)
    for (
      let stop = 0;
      stop < 40 && !(await game.reels.evaluate((reels) => reels === document.activeElement));
      stop++
    )
      await page.keyboard.press('Tab')
    // Focus on the reels is the touch the page waits for: the game's code is on its way, and held.
    await expect.poll(() => held.length).toBe(1)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('Space')
    const gate = page.getByRole('dialog', { name: 'Ai peste 18 ani?' })
    await expect(gate).toBeHidden()

    await held[0]!.continue()
    await expect(gate.getByRole('button', { name: 'Am peste 18 ani' })).toBeFocused()
    expect(await page.evaluate(() => window.scrollY), 'the held Space did not scroll the page').toBe(scrolled)
  })

  test(
    'with reduced motion the reels do not roll: the result shows at once, with no time passing',
    chromiumOnly('reducedMotion'),
    async ({ page }) => {
      const game = await openGameWithoutMotion(page)
      // Any change of aria-busy would be the reels rolling.
      await game.reels.evaluate((reels) => {
        const seen: string[] = []
        ;(window as unknown as { __busy: string[] }).__busy = seen
        new MutationObserver(() => seen.push(reels.getAttribute('aria-busy')!)).observe(reels, {
          attributeFilter: ['aria-busy'],
        })
      })
      await game.spin.click()
      await expect(game.status).toHaveText(/^(Ai câștigat|Niciun câștig)/)
      expect(await game.figure('Rotiri')).toBe('1')
      expect(await page.evaluate(() => (window as unknown as { __busy: string[] }).__busy)).toEqual([])
      expect(await game.balance()).toBe(FRUIT_START - FRUIT_STAKE + winIn((await game.status.textContent())!))
    },
  )

  test(
    'the reality check comes at 15 minutes of play on the clock, pauses play, and lets the player go on',
    chromiumOnly('reducedMotion'),
    async ({ page, consoleErrors }) => {
      const game = await openGameWithoutMotion(page)
      await game.spin.click()
      await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('1')

      await page.clock.runFor(15 * MINUTE - 1000)
      await expect(game.root.locator('[data-session="Timp de joc"]')).toHaveText('14:59')
      const check = page.getByRole('alertdialog', { name: 'Un moment de pauză' })
      await expect(check).toHaveCount(0)

      await page.clock.runFor(1000)
      await expect(check).toBeVisible()
      await expect(check).toContainText(
        `Ai jucat 15 minute. Ai pus în joc ${FRUIT_STAKE} credite și ai câștigat`,
      )
      await expect(check.getByRole('link', { name: /^jocresponsabil\.ro/ })).toHaveAttribute(
        'href',
        'https://jocresponsabil.ro',
      )
      // Paused: neither the button (behind the dialog) nor a key on the reels spins.
      await expect(game.root.getByRole('button', { name: 'Rotește', includeHidden: true })).toBeDisabled()
      await game.root.locator('[data-reels]').dispatchEvent('keydown', { key: ' ', bubbles: true })
      await settle(page)
      expect(await game.figure('Rotiri')).toBe('1')

      await check.getByRole('button', { name: 'Continuă jocul' }).click()
      await expect(check).toBeHidden()
      // Focus comes back into the game after a task of the (paused) clock: to the reels, since the last
      // key pressed came from the dialog. Play goes on from the keyboard.
      await page.clock.runFor(1)
      await expect(game.reels).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('2')
      // Neither dialog's scroll lock was refused by the CSP.
      expect(consoleErrors).toEqual([])
    },
  )

  test(
    'reset gives the starting credits back and clears the session',
    chromiumOnly('reducedMotion'),
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const game = await openGame(page)
      await game.spin.click()
      await confirmAge(page)
      for (let spin = 1; spin <= 3; spin++) {
        await game.spin.click()
        await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText(String(spin))
      }
      await game.reset.click()
      await expect(game.status).toHaveText('Creditele au fost resetate la 1.000 de credite.')
      expect(await game.balance()).toBe(FRUIT_START)
      for (const [label, value] of [
        ['Rotiri', '0'],
        ['Miză totală', '0'],
        ['Câștig total', '0'],
        ['Net', '0'],
        ['Timp de joc', '0:00'],
      ])
        expect(await game.figure(label!)).toBe(value)
    },
  )

  test('the help lines are one tap from the reels', async ({ page }) => {
    const game = await openGame(page)
    const note = page.getByTestId('responsible-play-note')
    await expect(note.getByRole('link', { name: /^Ajutor: jocresponsabil\.ro/ })).toHaveAttribute(
      'href',
      'https://jocresponsabil.ro',
    )
    await expect(note.getByRole('link', { name: /^ONJN/ })).toHaveAttribute('href', 'https://onjn.gov.ro')
    // Right under the game, before the explanations.
    const gameBox = (await game.root.boundingBox())!
    const noteBox = (await note.boundingBox())!
    expect(noteBox.y).toBeGreaterThanOrEqual(gameBox.y + gameBox.height)
    expect(noteBox.y - (gameBox.y + gameBox.height)).toBeLessThan(100)
  })

  test("from the hero's Joacă Gratis Acum to a spin: the free page lists the house games first", async ({
    page,
  }) => {
    await gotoHome(page)
    await page.getByRole('main').getByRole('link', { name: 'Joacă Gratis Acum' }).click()
    await expect(page).toHaveURL(/\/pacanele-gratis$/)
    const firstCards = page.locator('[data-testid="house-game-card"], [data-testid="game-card"]')
    // Polled: the click navigates in the page, and the list can be between two renders when first read.
    await expect
      .poll(() =>
        firstCards.evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getAttribute('data-testid'))),
      )
      .toEqual(['house-game-card', 'house-game-card', 'house-game-card'])
    await expect(page.getByTestId('category-count')).toHaveText(
      /^3 jocuri de jucat aici, \d+ de jocuri doar prezentate$/,
    )
    await page.getByRole('link', { name: `Joacă Gratis ${forest.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`${forest.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(forest.name)
    const game = houseGame(page)
    await game.spin.click()
    await confirmAge(page)
    await game.spin.click()
    await expect(game.root.locator('[data-session="Rotiri"]')).toHaveText('1')
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `axe finds nothing serious or critical with a game open (${colorScheme})`,
      colorScheme === 'dark' ? chromiumOnly('colourScheme', 'reducedMotion') : chromiumOnly('reducedMotion'),
      async ({ page }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
        const game = await openGame(page, houseGames[2]!.path)
        await game.spin.click()
        // The tap may be kept until the game's code runs (it waits for a touch), then replayed.
        await expect(page.getByRole('dialog', { name: 'Ai peste 18 ani?' })).toBeVisible()
        const serious = async () =>
          (await axeViolations(page)).filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          )
        expect(await serious(), 'the 18+ question open').toEqual([])
        await confirmAge(page)
        await game.spin.click()
        await expect(game.status).toHaveText(/^(Ai câștigat|Niciun câștig)/)
        expect(await serious(), 'after a spin').toEqual([])
      },
    )
  }

  test('a page requests no house-game code until the visitor reaches for a game', async ({ browser }) => {
    const chunks = await houseGameOnlyChunks()
    expect(chunks.some((file) => file.includes('HouseGamePage'))).toBe(true)
    const requested = async (path: string, { touched = false } = {}) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const urls: string[] = []
      page.on('request', (request) => urls.push(request.url()))
      await openLive(page, path)
      if (touched) await scrollThroughParts(page)
      await context.close()
      return urls.map((url) => new URL(url).pathname.split('/').pop()!)
    }
    for (const path of ['/', '/sloturi-online'])
      expect(
        (await requested(path)).filter((file) => chunks.includes(file)),
        path,
      ).toEqual([])
    // A game's page does not ask for them while it loads either (decision 0110), only once the
    // visitor reaches for the game: the same check finds them then.
    expect(
      (await requested(fruit.path)).filter((file) => chunks.includes(file)),
      fruit.path,
    ).toEqual([])
    expect(await requested(fruit.path, { touched: true })).toEqual(expect.arrayContaining(chunks))
  })
})
