import { expect, test, type Page, type Response } from '@playwright/test'

/** Resolves once the app has marked the page live; for scripts outside a test (the benchmarks). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 })
}

/**
 * A page is live when the app marks `<html data-app="ready">`: its root and every remote slot on the
 * page are live (hydrated or rendered, or shown as failed). A page that never gets there fails the
 * test: it is a page whose buttons do not answer. A smoke test checks a deployment, so there a part
 * that failed to load fails it too, whatever the test asserts.
 */
export async function untilLive(page: Page): Promise<void> {
  await appReady(page)
  if (test.info().tags.includes('@smoke'))
    await expect(page.locator('[data-live="failed"]'), 'parts that failed to load').toHaveCount(0)
}

/** Opens this page and waits until it is live. */
export async function openLive(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await untilLive(page)
  return response
}

/** Reloads the page and waits until it is live again. */
export async function reloadLive(page: Page): Promise<Response | null> {
  const response = await page.reload()
  await untilLive(page)
  return response
}
