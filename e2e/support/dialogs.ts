import { expect, type Page } from '@playwright/test'

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Two frames of the page: long enough for a wheel or a key that scrolls to have moved it. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )

/** What a visitor does to scroll: the wheel over the backdrop, then Page Down. */
async function tryToScroll(page: Page): Promise<void> {
  await page.mouse.move(8, 8)
  await page.mouse.wheel(0, 600)
  await page.keyboard.press('PageDown')
}

/**
 * With a modal dialog open the page behind stays where it is: the root does not scroll (the shell's
 * stylesheet, not a runtime <style> the CSP would refuse), and the wheel and Page Down move nothing.
 * Needs the page's own animation frames (not a paused `page.clock`).
 */
export async function expectPageHeldBehind(page: Page): Promise<void> {
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
  const before = await scrollY(page)
  await tryToScroll(page)
  await twoFrames(page)
  expect(await scrollY(page)).toBe(before)
}

/** The control of the check above: with the dialog closed, the same gestures do scroll the page. */
export async function expectPageScrolls(page: Page): Promise<void> {
  const before = await scrollY(page)
  await tryToScroll(page)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
}
