import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'
import { consentPrompt, everyPageKindTeam, pageKinds } from '../support/page-kinds'
import { PHONE_WIDTHS, sidewaysOverflow } from '../support/reflow'

/**
 * WCAG 2.1 1.4.10 (Reflow): at 320 CSS px, and at the commonest phone widths, every kind of page is
 * read without scrolling sideways, with the consent prompt showing (a first visit) and answered. Neither
 * axe nor Lighthouse checks it.
 */
test.describe('every page reflows to a phone’s width', { tag: [...everyPageKindTeam, '@local'] }, () => {
  for (const prompt of ['showing', 'answered'] as const) {
    test.describe(`the consent prompt ${prompt}`, () => {
      if (prompt === 'showing') test.use({ consent: null })

      for (const { name, path } of pageKinds) {
        test(`${name} (${path}) fits ${PHONE_WIDTHS.join(', ')} px without sideways scrolling`, async ({
          page,
        }) => {
          await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 })
          await openLive(page, path)
          if (prompt === 'showing') await expect(consentPrompt(page)).toBeVisible()
          else await expect(consentPrompt(page)).toHaveCount(0)

          for (const width of PHONE_WIDTHS) {
            await page.setViewportSize({ width, height: 740 })
            const overflow = await sidewaysOverflow(page)
            expect(
              overflow.scrollWidth,
              `${path} at ${width} px is ${overflow.scrollWidth} px wide; widest: ${overflow.widest.join(' | ') || 'none found'}`,
            ).toBeLessThanOrEqual(overflow.clientWidth)
          }
        })
      }
    })
  }
})
