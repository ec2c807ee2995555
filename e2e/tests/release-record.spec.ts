import type { APIRequestContext } from '@playwright/test'
import { createHash } from 'node:crypto'
import { BUILD_ID_PATTERN } from 'shell/tooling/release/release-record-schema'
import { entryAt, exposedModules, ORIGINS, REMOTE_NAMES, remoteRoot } from '../support/apps'
import { interactThenHide } from '../support/web-vitals'
import { expect, test } from '../support/fixtures'
import { openLive } from '../support/live'

test.describe('release record', { tag: ['@shell', '@local'] }, () => {
  interface PinnedRecord {
    version: number
    remotes: Record<
      string,
      { stable: { build: string; entry: string; serverBundle: { url: string; sha256: string } } }
    >
  }

  async function deployedRecord(request: APIRequestContext): Promise<PinnedRecord> {
    const response = await request.get('/release-record.json')
    expect(response.status()).toBe(200)
    return (await response.json()) as PinnedRecord
  }

  test("the deployed release-record.json is the build's release record: every remote of the app table at its entry on its own origin, with its build id and its server bundle's SHA-256", async ({
    request,
  }) => {
    const record = await deployedRecord(request)
    expect(record.version).toBe(2)
    expect(Object.keys(record.remotes).sort()).toEqual([...REMOTE_NAMES].sort())
    for (const name of REMOTE_NAMES) {
      const { stable } = record.remotes[name]!
      expect(stable.entry, name).toBe(entryAt(ORIGINS[name]))
      expect(stable.build, name).toMatch(BUILD_ID_PATTERN)
      // The URL answers with that remote's entry, not merely some file.
      const entry = await request.get(stable.entry)
      expect(entry.status(), `${name}: ${stable.entry}`).toBe(200)
      const code = await entry.text()
      for (const module of exposedModules(name))
        expect(code, `${name} exposes ${module}`).toContain(`"${module}"`)
      // The server bundle served is the file the record pinned.
      const bundle = await request.get(stable.serverBundle.url)
      expect(bundle.status(), stable.serverBundle.url).toBe(200)
      expect(
        createHash('sha256')
          .update(await bundle.body())
          .digest('hex'),
        name,
      ).toBe(stable.serverBundle.sha256)
    }
  })

  test('the page, its page view and its web vitals name the builds the release record names', async ({
    page,
    request,
  }) => {
    const record = await deployedRecord(request)
    const recorded = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, record.remotes[name]!.stable.build]),
    )
    await openLive(page, '/')
    const composed = JSON.parse((await page.locator('#composition').textContent()) ?? 'null') as {
      remotes: Record<string, { buildId: string }>
    }
    expect(Object.fromEntries(REMOTE_NAMES.map((name) => [name, composed.remotes[name]?.buildId]))).toEqual(
      recorded,
    )

    await interactThenHide(page, page.locator(remoteRoot('faq')).getByRole('heading', { level: 3 }).first())
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((event) => event.event === 'page_view' || event.event === 'web_vital'),
    )
    expect(events.map((event) => event.event)).toContain('page_view')
    expect(events.map((event) => event.event)).toContain('web_vital')
    const stable = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { build: recorded[name], source: 'stable' }]),
    )
    for (const event of events) expect(event.builds, String(event.event)).toEqual(stable)
  })

  const broken: Array<{ name: string; status: number; body: string; warns: RegExp }> = [
    {
      name: 'missing (404)',
      status: 404,
      body: 'Not found',
      warns: /release-record\.json could not be read/,
    },
    { name: 'empty', status: 200, body: '', warns: /release-record\.json could not be read/ },
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
      warns: /release-record\.json is invalid; using the build-time URLs/,
    },
    {
      name: 'wrong types and a javascript: URL',
      status: 200,
      body: JSON.stringify({ home: 42, categories: 'javascript:alert(1)', faq: null }),
      warns:
        /release-record\.json is invalid; using the build-time URLs\.\n {2}release-record\.json: home: expected string/,
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

  for (const record of broken) {
    test(`release-record.json ${record.name}: build-time URLs, a console warning, a working site`, async ({
      page,
      consoleWarnings,
      pageErrors,
    }) => {
      await page.route('**/release-record.json', (route) =>
        route.fulfill({ status: record.status, contentType: 'application/json', body: record.body }),
      )
      await openLive(page, '/')
      await expect(page.locator(`${remoteRoot('home')} h1`)).toBeVisible()
      await expect(page.locator(remoteRoot('categories')).first()).toBeVisible()
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()
      // One warning says it all: the file is not used at all.
      expect(
        consoleWarnings.filter((text) => text.includes('release-record.json')),
        consoleWarnings.join('\n'),
      ).toEqual([expect.stringMatching(record.warns)])
      expect(pageErrors).toEqual([])
    })
  }

  test('a record that names only some remotes keeps the build-time URL for the rest, without a warning', async ({
    page,
    consoleWarnings,
  }) => {
    await page.route('**/release-record.json', (route) =>
      route.fulfill({ json: { faq: entryAt(ORIGINS.faq) } }),
    )
    await openLive(page, '/sloturi-online')
    await expect(page.locator('[data-slug="sloturi-online"] h1')).toBeVisible()
    await expect(page.locator(remoteRoot('faq'))).toBeVisible()
    expect(consoleWarnings.filter((text) => text.includes('release-record.json'))).toEqual([])
  })
})
