import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'
import { consentPrompt, everyPageKindTeam, pageKinds } from '../support/page-kinds'

// A first visit: the consent prompt shows, fixed at the foot of the viewport.
test.use({ consent: null })

/** A phone held upright, and WCAG's narrowest. */
const VIEWPORTS = [
  { width: 390, height: 740 },
  { width: 320, height: 640 },
]

/** Enough presses to pass every control of the longest page kind (a category: its cards, filters, pages). */
const MAX_TABS = 400

interface Focused {
  description: string
  inPrompt: boolean
  /** What the viewport shows at the centre of one of its boxes: the element itself (or a part or label of it)? */
  seen: boolean
}

/** The focused element, and whether its centre is on screen and not covered by anything. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body || element === document.documentElement) return null
    // A link wrapping onto two lines is two boxes, and its bounding box's centre may fall between them:
    // each box's centre is looked at, and the element is seen when one of them shows it.
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : []
    const shows = (hit: Element | null) =>
      hit !== null &&
      (hit === element || element.contains(hit) || labels.some((label) => label.contains(hit)))
    const centres = [...element.getClientRects()].map((box) => ({
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
    }))
    const seen = centres.some(({ x, y }) => shows(document.elementFromPoint(x, y)))
    const { x, y } = centres[0] ?? { x: -1, y: -1 }
    const hit = document.elementFromPoint(x, y)
    const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim()
    return {
      description: `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}" centre (${Math.round(x)}, ${Math.round(y)}), there: <${hit?.tagName.toLowerCase() ?? 'nothing'}${hit?.closest('[data-consent-prompt]') ? ' in the consent prompt' : ''}>`,
      inPrompt: element.closest('[data-consent-prompt]') !== null,
      seen,
    }
  })
}

/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): while the consent prompt shows, tabbing through every kind of
 * page, each element that takes the focus can be seen: the prompt (fixed at the foot) and the sticky
 * header never cover its centre.
 */
test.describe(
  'focus is never hidden by the consent prompt',
  { tag: [...everyPageKindTeam, '@local'] },
  () => {
    for (const { name, path } of pageKinds) {
      test(`${name} (${path}): every element tabbed to is seen, at ${VIEWPORTS.map((v) => `${v.width}×${v.height}`).join(' and ')}`, async ({
        page,
      }) => {
        test.setTimeout(180_000)
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport)
          await openLive(page, path)
          await expect(consentPrompt(page)).toBeVisible()
          let outsidePrompt = 0
          for (let press = 0; press < MAX_TABS; press += 1) {
            await page.keyboard.press('Tab')
            const now = await focused(page)
            if (!now) continue
            if (now.inPrompt) {
              // The prompt comes last in the page: once the page's controls are done, the walk is.
              if (outsidePrompt > 0) break
              continue
            }
            outsidePrompt += 1
            expect(
              now.seen,
              `${path} at ${viewport.width}×${viewport.height}, Tab ${press + 1}: ${now.description}`,
            ).toBe(true)
          }
          expect(outsidePrompt, 'the page has controls to tab through').toBeGreaterThan(0)
        }
      })
    }
  },
)
