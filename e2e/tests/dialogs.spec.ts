import type { Locator, Page } from '@playwright/test'
import { gameCards } from '../support/catalogue-page'
import { expectPageHeldBehind, expectPageScrolls } from '../support/dialogs'
import { expect, test } from '../support/fixtures'
import { axeViolations } from '../support/home-chrome'
import { houseGame, houseGames } from '../support/house-games'
import { openLive } from '../support/live'

/**
 * The shared Dialog as each remote opens it. The preview dialog (the shell's own) is checked the same
 * way in preview.spec.ts, where a candidate build exists to be proposed.
 */
async function expectModal(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await expectPageHeldBehind(page)
}

test.describe('dialogs', { tag: ['@shell', '@categories'] }, () => {
  test("a card's play dialog: the 18+ question, then the game's details, hold the page and return focus", async ({
    page,
    consoleErrors,
  }) => {
    await openLive(page, '/sloturi-online')
    const play = gameCards(page).first().getByRole('button', { name: 'Joacă Gratis' })
    await play.click()
    await expectModal(page, page.getByRole('dialog', { name: 'Ai peste 18 ani?' }))
    await page.getByRole('dialog').getByRole('button', { name: 'Am peste 18 ani' }).click()
    const details = page.getByRole('dialog')
    await expect(details.getByRole('heading', { name: 'Demo-ul jocului nu este oferit aici' })).toBeVisible()
    await expectModal(page, details)

    await page.keyboard.press('Escape')
    await expect(details).toHaveCount(0)
    await expect(play).toBeFocused()
    await expectPageScrolls(page)
    expect(consoleErrors).toEqual([])
  })

  test("a game page's real-money notice holds the page; Închide gives focus back", async ({
    page,
    consoleErrors,
  }) => {
    await openLive(page, '/joc/book-of-ra')
    const real = page.getByTestId('game-actions').getByRole('button', { name: 'Joacă pe Bani Reali' })
    await real.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Am peste 18 ani' }).click()
    const notice = page.getByRole('dialog', { name: 'Book of Ra pe bani reali' })
    await expectModal(page, notice)

    await notice.getByRole('button', { name: 'Închide' }).click()
    await expect(notice).toHaveCount(0)
    await expect(real).toBeFocused()
    await expectPageScrolls(page)
    expect(consoleErrors).toEqual([])
  })

  test("a house game's 18+ question holds the page", async ({ page, consoleErrors }) => {
    await openLive(page, houseGames[0]!.path)
    const game = houseGame(page)
    await game.spin.click()
    const gate = page.getByRole('dialog', { name: 'Ai peste 18 ani?' })
    await expectModal(page, gate)

    await gate.getByRole('button', { name: 'Nu am împlinit 18 ani' }).click()
    await expect(gate).toHaveCount(0)
    await expectPageScrolls(page)
    expect(consoleErrors).toEqual([])
  })
})
