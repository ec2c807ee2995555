import { expect, test } from '@playwright/test'
import { ORIGINS } from '../support/origins'

test('each remote brings its own stylesheet from its own origin', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet' && response.ok())
      stylesheets.push(new URL(response.url()).origin)
  })
  await page.goto('/')
  await expect(page.locator('[data-remote="mfe-faq"]')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(new Set(stylesheets)).toEqual(
    new Set([ORIGINS.shell, ORIGINS.home, ORIGINS.categories, ORIGINS.faq]),
  )
  // A custom property that only mfe-home's CSS sets on its hero title.
  const marker = await page
    .locator('.home-hero-title')
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--home-marker').trim())
  expect(marker).toBe('1')
  // mfe-faq's stylesheet gives its accordion a border that the shell's base styles reset to 0.
  const faq = await page.locator('[data-remote="mfe-faq"] .faq-accordion').evaluate((element) => {
    const style = getComputedStyle(element)
    return { marker: style.getPropertyValue('--faq-marker').trim(), border: style.borderTopWidth }
  })
  expect(faq).toEqual({ marker: '1', border: '1px' })
})
