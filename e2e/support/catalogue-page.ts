import type { Page } from '@playwright/test'
import { remoteRoot } from './apps'

/** The catalogue remote's own root: assertions stay inside it, away from the other remotes. */
const CATALOGUE_ROOT = remoteRoot('categories')

export function catalogueRoot(page: Page) {
  return page.locator(CATALOGUE_ROOT).first()
}

export function gameCards(page: Page) {
  return page.locator(`${CATALOGUE_ROOT} [data-testid="game-card"]`)
}

export async function cardTitles(page: Page): Promise<string[]> {
  return gameCards(page).locator('h3').allTextContents()
}

/** Every JSON-LD block the catalogue remote rendered, parsed (a parse error fails the test). */
export async function catalogueJsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator(`${CATALOGUE_ROOT} script[type="application/ld+json"]`).allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

export async function dataLayerEvents(page: Page, name: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (event) =>
      (window.dataLayer ?? []).filter((entry) => entry.event === event) as Array<Record<string, unknown>>,
    name,
  )
}
