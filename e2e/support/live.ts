import { expect, test, type Page, type Response } from '@playwright/test'
import { staticModules } from 'shell/contract'

/** `remote/Module` of every static module: slots that never wait for a cue. */
const staticSlotNames = Object.entries(staticModules).flatMap(([remote, modules]) =>
  (modules ?? []).map((module) => `${remote}/${module}`),
)

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

/**
 * In the page: scrolls the first part (a remote slot, an island of the shell's chrome) that waits to come near the viewport (`data-hydration=
 * "waiting-near"`, shell/src/remote/hydration-cue.ts) into view, touches every part that waits to be
 * touched (`waiting-touch`: a pointer pressed on it, as a visitor reaching for a control), and says
 * how many parts wait to come near and how many are not live. A part that failed to load, and those
 * inside it, count as settled.
 */
export const scrollToNextFarPart = (page: Page) =>
  page.evaluate((staticSlots) => {
    const notLive = [...document.querySelectorAll(':is([data-slot-id], [data-island]):not([data-live])')].filter(
      (slot) => !slot.parentElement?.closest('[data-live="failed"]'),
    )
    for (const slot of notLive.filter((slot) => slot.getAttribute('data-hydration') === 'waiting-touch'))
      slot.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    const far = notLive.filter((slot) => slot.getAttribute('data-hydration') === 'waiting-near')
    // A layout module (the home page) waits for the parts inside it that have code: one of those is
    // what must come near.
    const target =
      far[0] &&
      ([...far[0].querySelectorAll<HTMLElement>('[data-slot]')].find(
        (slot) => !staticSlots.includes(slot.dataset.slot ?? ''),
      ) ??
        far[0])
    // The slot is `display: contents`: the first element inside it with a box is what scrolls.
    const boxed =
      target && [...target.querySelectorAll('*')].find((element) => element.getClientRects().length > 0)
    boxed?.scrollIntoView({ block: 'center' })
    return { far: far.length, notLive: notLive.length }
  }, staticSlotNames)

/**
 * Scrolls to each part that waits to come near the viewport until none does, as a visitor reading
 * the whole page would: each has then asked for its code. For a test that holds a remote.
 */
export async function bringPartsNear(page: Page): Promise<void> {
  await expect
    .poll(async () => (await scrollToNextFarPart(page)).far, { message: 'parts still waiting to come near' })
    .toBe(0)
}

/**
 * Scrolls through the page's parts, and touches those that wait for it, until every one is live (the
 * parts nested in one appear once it has hydrated, and may wait in turn). For tests that need every
 * part of a page live.
 */
export async function scrollThroughParts(page: Page): Promise<void> {
  await expect
    .poll(async () => (await scrollToNextFarPart(page)).notLive, {
      message: 'parts not live after scrolling to each',
      timeout: 30_000,
    })
    .toBe(0)
}
