import { ORIGINS, remoteRoot } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

test.describe('remote CSS', { tag: ['@shell', '@local'] }, () => {
  test("each remote's stylesheet comes from the shell's origin as compose published it, once, and its own rules style its own elements", async ({
    page,
  }) => {
    const stylesheets: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet' && response.ok())
        stylesheets.push(new URL(response.url()).origin)
    })
    await openLive(page, '/')
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    // A remote origin that stalls cannot hold the first paint: nothing render-blocking comes from it.
    expect(new Set(stylesheets)).toEqual(new Set([ORIGINS.shell]))
    // Each copy names its remote's own stylesheet, which the federation runtime then does not add again.
    const copies = await page
      .locator('link[rel="stylesheet"][data-remote-href]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('data-remote-href')!).origin))
    expect(new Set(copies)).toEqual(new Set([ORIGINS.home, ORIGINS.categories, ORIGINS.faq]))
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(copies.length + 1)

    // mfe-home's own rule tightens its hero title's tracking; nothing in the shell does.
    const title = await page.locator(`${remoteRoot('home')} h1`).evaluate((element) => {
      const style = getComputedStyle(element)
      return { letterSpacing: parseFloat(style.letterSpacing), fontSize: parseFloat(style.fontSize) }
    })
    expect(title.letterSpacing).toBeCloseTo(-0.02 * title.fontSize, 1)

    // mfe-faq's own rule draws its accordion's border, which the shell's base styles reset to none.
    const accordion = await page
      .locator(remoteRoot('faq'))
      .locator('.faq-accordion')
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return { width: style.borderTopWidth, style: style.borderTopStyle }
      })
    expect(accordion).toEqual({ width: '1px', style: 'solid' })
  })
})
