import type { Locator, Page } from '@playwright/test'
import { storageDefinitions } from 'shell/tooling/privacy/storage-registry'
import { paths } from 'shell/routes'
import { CANARY_SALT, VISITOR_KEY } from '../support/canary-visitors'
import { DEPLOY_BASE_PORTS } from '../support/apps'
import { expect, test } from '../support/fixtures'
import {
  CANDIDATE,
  deployReleaseSite,
  pageViewBuilds,
  watchFaqOrigins,
  type ReleaseSite,
} from '../support/release-site'
import { openLive, reloadLive, scrollThroughParts } from '../support/live'

// A first visit: nobody has answered in these browsers.
test.use({ consent: null })

const functionalKeys = storageDefinitions.filter((key) => key.consent === null).map((key) => key.key)
const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}

const prompt = (page: Page) => page.getByRole('region', { name: 'Confidențialitatea ta' })
const footerControl = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Setări de confidențialitate' })

/** The data layer as a tag manager reads it: gtag's commands (its arguments objects) and events. */
function dataLayer(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as unknown as IArguments) }
        : { event: (entry as { event: string }).event },
    ),
  )
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage))

/** What makes a button look as it does: the same for "Accept" and "Refuz". */
async function looks(button: Locator) {
  const box = (await button.boundingBox())!
  const style = await button.evaluate((element) => {
    const css = getComputedStyle(element)
    return [css.backgroundColor, css.color, css.fontSize, css.fontWeight, css.borderStyle, css.borderWidth]
  })
  return { width: Math.round(box.width), height: Math.round(box.height), style }
}

test.describe('consent and privacy', { tag: ['@shell', '@local'] }, () => {
  test.describe('a first visit to a composed page', () => {
    test('asks with "Accept" and "Refuz" alike, starts the data layer with the Consent Mode default, stores and sends nothing that needs consent', async ({
      page,
      request,
    }) => {
      // Composed into the page, an island (shell decision 0115): shown from the first paint to a first visit.
      const composed = await (await request.get(paths.home)).text()
      expect(composed).toContain('Confidențialitatea ta')
      await openLive(page, paths.home)

      await expect(prompt(page)).toBeVisible()
      const accept = prompt(page).getByRole('button', { name: 'Accept', exact: true })
      const refuse = prompt(page).getByRole('button', { name: 'Refuz', exact: true })
      await expect(prompt(page).getByRole('button', { name: 'Setări', exact: true })).toBeVisible()
      expect(await looks(accept)).toEqual(await looks(refuse))

      const layer = await dataLayer(page)
      expect(layer[0]).toEqual({ gtag: ['consent', 'default', DENIED] })
      expect(layer.slice(1), 'nothing else, and no event, before an answer').toEqual([])
      for (const key of await storedKeys(page)) expect(functionalKeys, key).toContain(key)
      expect(await storedKeys(page)).not.toContain(VISITOR_KEY)
    })

    test('the prompt moves nothing, is not the largest paint, and never hides the focused element', async ({
      page,
    }) => {
      await openLive(page, paths.home)
      await expect(prompt(page)).toBeVisible()
      const { shift, largestInPrompt } = await page.evaluate(
        () =>
          new Promise<{ shift: number; largestInPrompt: boolean }>((resolve) => {
            let shift = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) shift += (entry as unknown as { value: number }).value
            }).observe({ type: 'layout-shift', buffered: true })
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as unknown as { element: Element | null }
              const inPrompt = last.element?.closest('[data-consent-prompt]') !== null
              requestAnimationFrame(() => resolve({ shift, largestInPrompt: inPrompt }))
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      expect(shift).toBe(0)
      expect(largestInPrompt).toBe(false)

      // WCAG 2.4.11: tabbing through the page, each focused element is above the prompt, not behind it.
      const promptTop = (await prompt(page).boundingBox())!.y
      const viewport = page.viewportSize()!
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const element = document.activeElement
          if (!element || element === document.body) return null
          const rect = element.getBoundingClientRect()
          return { inPrompt: !!element.closest('[data-consent-prompt]'), top: rect.top, bottom: rect.bottom }
        })
        if (!focused || focused.inPrompt) continue
        if (focused.bottom <= 0 || focused.top >= viewport.height) continue
        expect(focused.bottom, `focus step ${step}`).toBeLessThanOrEqual(promptTop + 1)
      }
    })

    test("while the prompt shows, the page's end reads above it; once answered, the room goes", async ({
      page,
    }) => {
      await openLive(page, paths.home)
      await expect(prompt(page)).toBeVisible()
      const pageEnd = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight)
          return document.querySelector('footer:last-of-type')!.getBoundingClientRect().bottom
        })
      // The room below the footer is the prompt's height, so the footer's last line clears the prompt.
      await expect.poll(async () => (await pageEnd()) <= (await prompt(page).boundingBox())!.y + 1).toBe(true)

      await prompt(page).getByRole('button', { name: 'Refuz', exact: true }).click()
      await expect(prompt(page)).toBeHidden()
      const room = await page.evaluate(() => ({
        body: getComputedStyle(document.body).paddingBottom,
        scroll: getComputedStyle(document.documentElement).scrollPaddingBottom,
      }))
      expect(room).toEqual({ body: '0px', scroll: 'auto' })
    })

    test('works by keyboard: "Setări" shows each purpose as a switch, and the choice saved is kept', async ({
      page,
    }) => {
      await openLive(page, paths.home)
      await prompt(page).getByRole('button', { name: 'Setări', exact: true }).focus()
      await page.keyboard.press('Enter')
      const measurement = prompt(page).getByRole('switch', { name: 'Măsurarea traficului' })
      const trials = prompt(page).getByRole('switch', { name: 'Versiuni noi în test' })
      await expect(measurement).toBeFocused()
      await expect(measurement).not.toBeChecked()
      await expect(trials).not.toBeChecked()
      await page.keyboard.press('Space')
      await expect(measurement).toBeChecked()
      await prompt(page).getByRole('button', { name: 'Salvează' }).press('Enter')
      await expect(prompt(page)).toHaveCount(0)
      const layer = await dataLayer(page)
      expect(layer[1]).toEqual({ gtag: ['consent', 'update', { ...DENIED, analytics_storage: 'granted' }] })
      expect(layer.slice(2)).toContainEqual({ event: 'page_view' })
      expect(await storedKeys(page)).not.toContain(VISITOR_KEY)
    })

    test('the footer control reopens the choices, as last answered, and a change applies at once', async ({
      page,
    }) => {
      await openLive(page, paths.home)
      await prompt(page).getByRole('button', { name: 'Accept', exact: true }).click()
      await expect(prompt(page)).toHaveCount(0)
      // The footer comes alive as the visitor nears it (an island, shell decision 0109): its link to the
      // privacy page becomes the button that reopens the choices.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await footerControl(page).click()
      const measurement = prompt(page).getByRole('switch', { name: 'Măsurarea traficului' })
      await expect(measurement).toBeFocused()
      await expect(measurement).toBeChecked()
      await measurement.uncheck()
      await prompt(page).getByRole('button', { name: 'Salvează' }).click()
      await expect(prompt(page)).toHaveCount(0)
      await expect(footerControl(page)).toBeFocused()
      const layer = await dataLayer(page)
      expect(layer.at(-1)).toEqual({ gtag: ['consent', 'update', DENIED] })
    })
  })

  test.describe('with a canary running for everybody', () => {
    test.describe.configure({ mode: 'default' })
    let site: ReleaseSite
    test.beforeAll(async () => {
      test.setTimeout(180_000)
      site = await deployReleaseSite(DEPLOY_BASE_PORTS.consent, DEPLOY_BASE_PORTS.consentCandidate, {
        unchanged: true,
      })
    })
    test.afterAll(() => site?.stop())

    const everybody = { canary: { build: CANDIDATE, percent: 100, salt: CANARY_SALT } }

    test('a visitor who has not answered or refuses gets stable, with no visitor id, and is not asked again', async ({
      page,
      request,
    }) => {
      await site.release(request, everybody)
      const origins = watchFaqOrigins(page)
      await openLive(page, `${site.shellOrigin}/`)
      await prompt(page).getByRole('button', { name: 'Refuz', exact: true }).click()
      await expect(prompt(page)).toHaveCount(0)
      await reloadLive(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(prompt(page)).toHaveCount(0)
      expect(origins, 'nothing fetched from the canary’s origin').not.toContain(site.candidateOrigin)
      expect(await storedKeys(page)).not.toContain(VISITOR_KEY)
      for (const key of await storedKeys(page)) expect(functionalKeys, key).toContain(key)
      const layer = await dataLayer(page)
      expect(layer).toEqual([
        { gtag: ['consent', 'default', DENIED] },
        { gtag: ['consent', 'update', DENIED] },
      ])
    })

    test('accepting pushes the update granted, and from the next page the canary draws the visitor', async ({
      page,
      request,
    }) => {
      await site.release(request, everybody)
      await openLive(page, `${site.shellOrigin}/`)
      await prompt(page).getByRole('button', { name: 'Accept', exact: true }).click()
      expect((await dataLayer(page))[1]).toEqual({
        gtag: ['consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
      })
      const origins = watchFaqOrigins(page)
      await reloadLive(page)
      // The FAQ is further down: its build is fetched when the visitor comes near it.
      await scrollThroughParts(page)
      expect(await pageViewBuilds(page)).toMatchObject({
        builds: { faq: { build: CANDIDATE, source: 'canary' } },
      })
      expect(origins).toContain(site.candidateOrigin)
      expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_KEY)).toMatch(/^[0-9a-f]{32}$/)
    })
  })

  test('/confidentialitate lists every key the site keeps and every event, and the footer links it', async ({
    page,
  }) => {
    await openLive(page, paths.home)
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Confidențialitate', exact: true })
    // The page's end can be reached above the prompt: the focused link is brought above it.
    await link.focus()
    const [linkBox, promptBox] = [(await link.boundingBox())!, (await prompt(page).boundingBox())!]
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(promptBox.y)
    await link.press('Enter')
    await expect(page).toHaveURL(paths.privacy)
    await expect(page.getByRole('heading', { level: 1, name: 'Confidențialitate' })).toBeVisible()
    for (const { key } of storageDefinitions) {
      await expect(page.locator(`[data-storage-key="${key}"]`)).toContainText(key)
    }
    for (const event of ['page_view', 'faq_open', 'web_vital', 'remote_error']) {
      await expect(page.locator(`[data-event="${event}"]`)).toBeVisible()
    }
    await expect(page.getByText('setările de implementare')).toBeVisible()
  })
})
