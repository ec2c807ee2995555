import type { Locator, Page, Route } from '@playwright/test'
import { ORIGINS, remoteRoot } from './apps'

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

/**
 * Replaces the text of the live search within the category, typed key by key as a visitor types.
 * Not `fill`: over WebDriver BiDi (Firefox) Playwright sets the value from script, which a
 * React-controlled input does not take for a change.
 */
export async function searchWithin(page: Page, text: string): Promise<Locator> {
  const box = catalogueRoot(page).getByLabel('Caută în categorie')
  await box.clear()
  await box.pressSequentially(text)
  return box
}

/** Every JSON-LD block the catalogue remote rendered, parsed (a parse error fails the test). */
export async function catalogueJsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator(`${CATALOGUE_ROOT} script[type="application/ld+json"]`).allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** The named events pushed so far, each with its own fields only: the builds every event carries aside. */
export async function dataLayerEvents(page: Page, name: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (event) =>
      (window.dataLayer ?? [])
        .filter((entry) => entry.event === event)
        .map(({ builds: _builds, preview: _preview, ...own }) => own),
    name,
  )
}

/**
 * Holds every script of the catalogue remote unanswered until `release` (its stylesheets pass, so
 * the page paints): its slot stays server HTML, as on a slow connection, while the rest of the app
 * loads.
 */
export async function holdCatalogueScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(`${ORIGINS.categories}/assets/**`, async (route) => {
    if (released || !new URL(route.request().url()).pathname.endsWith('.js')) return route.continue()
    held.push(route)
  })
  return {
    /** How many script requests of the remote are waiting. */
    waiting: () => held.length,
    release: async () => {
      released = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}
