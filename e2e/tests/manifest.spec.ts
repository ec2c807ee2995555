import { expect, test } from '@playwright/test'

const broken: Array<{ name: string; status: number; body: string; warns: RegExp }> = [
  { name: 'missing (404)', status: 404, body: 'Not found', warns: /remotes\.json could not be read/ },
  { name: 'empty', status: 200, body: '', warns: /remotes\.json could not be read/ },
  {
    name: 'malformed JSON',
    status: 200,
    body: '{"home": "http://localhost:4174/assets/remo',
    warns: /could not be read/,
  },
  { name: 'an array', status: 200, body: '[]', warns: /no valid URL for home, categories, faq/ },
  {
    name: 'wrong types and a javascript: URL',
    status: 200,
    body: JSON.stringify({ home: 42, categories: 'javascript:alert(1)', faq: null }),
    warns: /no valid URL for home, categories, faq/,
  },
]

for (const manifest of broken) {
  test(`remotes.json ${manifest.name}: build-time URLs, a console warning, a working site`, async ({
    page,
  }) => {
    const warnings: string[] = []
    const uncaught: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    page.on('pageerror', (error) => uncaught.push(error.message))
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ status: manifest.status, contentType: 'application/json', body: manifest.body }),
    )
    await page.goto('/')
    await expect(page.locator('[data-remote="mfe-home"] h1')).toBeVisible()
    await expect(page.locator('[data-remote="mfe-categories"]').first()).toBeVisible()
    await expect(page.locator('[data-remote="mfe-faq"]')).toBeVisible()
    expect(
      warnings.some((text) => manifest.warns.test(text)),
      warnings.join('\n'),
    ).toBe(true)
    expect(uncaught).toEqual([])
  })
}

test('a manifest that names only some remotes keeps the build-time URL for the rest', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { faq: 'http://localhost:4176/assets/remoteEntry.js' } }),
  )
  await page.goto('/sloturi-online')
  await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
  await expect(page.locator('[data-remote="mfe-faq"]')).toBeVisible()
  expect(warnings.join('\n')).toMatch(/no valid URL for home, categories;/)
})
