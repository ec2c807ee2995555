import { entryAt, exposedModules, ORIGINS, REMOTE_NAMES, remoteRoot } from '../support/apps'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

test.describe('remote manifest', { tag: ['@shell', '@local'] }, () => {
  test('the deployed remotes.json names exactly the remotes of the app table, each at its entry on its own origin', async ({
    request,
  }) => {
    const response = await request.get('/remotes.json')
    expect(response.status()).toBe(200)
    const manifest = (await response.json()) as Record<string, unknown>
    expect(Object.keys(manifest).sort()).toEqual([...REMOTE_NAMES].sort())
    for (const name of REMOTE_NAMES) {
      expect(manifest[name], name).toBe(entryAt(ORIGINS[name]))
      // The URL answers with that remote's entry, not merely some file.
      const entry = await request.get(manifest[name] as string)
      expect(entry.status(), `${name}: ${String(manifest[name])}`).toBe(200)
      const code = await entry.text()
      for (const module of exposedModules(name))
        expect(code, `${name} exposes ${module}`).toContain(`"${module}"`)
    }
  })

  const broken: Array<{ name: string; status: number; body: string; warns: RegExp }> = [
    { name: 'missing (404)', status: 404, body: 'Not found', warns: /remotes\.json could not be read/ },
    { name: 'empty', status: 200, body: '', warns: /remotes\.json could not be read/ },
    {
      name: 'malformed JSON',
      status: 200,
      body: `{"home": "${ORIGINS.home}/assets/remo`,
      warns: /could not be read/,
    },
    {
      name: 'an array',
      status: 200,
      body: '[]',
      warns: /remotes\.json is invalid; using the build-time URLs/,
    },
    {
      name: 'wrong types and a javascript: URL',
      status: 200,
      body: JSON.stringify({ home: 42, categories: 'javascript:alert(1)', faq: null }),
      warns:
        /remotes\.json is invalid; using the build-time URLs\.\n {2}remotes\.json: home: expected string/,
    },
    {
      name: 'version 2 with a canary that is not a candidate',
      status: 200,
      body: JSON.stringify({
        version: 2,
        remotes: {
          faq: {
            stable: { build: 'b41', entry: entryAt(ORIGINS.faq) },
            canary: { build: 'b42', percent: 100, salt: 'faq-b42' },
            candidates: {},
            blocked: [],
          },
        },
      }),
      warns: /remotes\.faq\.canary\.build: build "b42" is not among the candidates/,
    },
  ]

  for (const manifest of broken) {
    test(`remotes.json ${manifest.name}: build-time URLs, a console warning, a working site`, async ({
      page,
      consoleWarnings,
      pageErrors,
    }) => {
      await page.route('**/remotes.json', (route) =>
        route.fulfill({ status: manifest.status, contentType: 'application/json', body: manifest.body }),
      )
      await openLive(page, '/')
      await expect(page.locator(`${remoteRoot('home')} h1`)).toBeVisible()
      await expect(page.locator(remoteRoot('categories')).first()).toBeVisible()
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()
      // One warning says it all: the file is not used at all.
      expect(
        consoleWarnings.filter((text) => text.includes('remotes.json')),
        consoleWarnings.join('\n'),
      ).toEqual([expect.stringMatching(manifest.warns)])
      expect(pageErrors).toEqual([])
    })
  }

  test('a manifest that names only some remotes keeps the build-time URL for the rest, without a warning', async ({
    page,
    consoleWarnings,
  }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ json: { faq: entryAt(ORIGINS.faq) } }))
    await openLive(page, '/sloturi-online')
    await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    expect(consoleWarnings.filter((text) => text.includes('remotes.json'))).toEqual([])
  })
})
