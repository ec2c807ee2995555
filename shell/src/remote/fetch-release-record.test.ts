import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { faqEntry, faqReleases } from '../test/release-records'
import type { RemoteEntryUrls } from '../federation/apps'
import { fetchPageReleases, fetchReleaseRecord } from './fetch-release-record'
import { CONSENT_KEY, serializeConsentAnswer } from '../privacy/consent-answer'

const fallback: RemoteEntryUrls = {
  home: 'http://localhost:4174/assets/remoteEntry.js',
  categories: 'http://localhost:4175/assets/remoteEntry.js',
  faq: 'http://localhost:4176/assets/remoteEntry.js',
}

function serveRecord(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
  )
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
  window.localStorage.clear()
})

describe('fetchReleaseRecord', () => {
  it('reads version 1 as stable builds, without a warning', async () => {
    serveRecord(JSON.stringify({ faq: '/faq/assets/remoteEntry.js' }))
    const record = await fetchReleaseRecord()
    expect(record?.remotes.faq?.stable.entry).toBe('/faq/assets/remoteEntry.js')
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['missing', 'Not found', 404, /release-record\.json could not be read \(Error: HTTP 404\)/],
    ['not JSON', '{"faq": "http', 200, /release-record\.json could not be read/],
    [
      'an array',
      '[]',
      200,
      /release-record\.json is invalid; using the build-time URLs\.\n {2}release-record\.json: the record must be a JSON object/,
    ],
    [
      'a version 1 with a javascript: URL',
      JSON.stringify({ home: 'javascript:alert(1)', faq: fallback.faq }),
      200,
      /release-record\.json is invalid; using the build-time URLs\.\n {2}release-record\.json: home: uses javascript:/,
    ],
    [
      'a version 2 with a fault',
      JSON.stringify({ version: 2, remotes: { faq: { ...faqReleases(), blocked: 'b39' } } }),
      200,
      /remotes\.faq\.blocked: expected array/,
    ],
  ])('is null when the record is %s, with one warning that says why', async (_name, body, status, says) => {
    serveRecord(body, status)
    expect(await fetchReleaseRecord()).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toMatch(says)
  })
})

describe('fetchPageReleases', () => {
  it('loads the build-time URL for every remote when the record cannot be used', async () => {
    serveRecord('[]')
    const { builds, record } = await fetchPageReleases(fallback)
    expect(record).toBeNull()
    expect(builds.faq).toMatchObject({ build: 'build-time', entry: fallback.faq, source: 'stable' })
  })

  it('resolves the stored preview and stores no visitor id when there is no canary', async () => {
    serveRecord(JSON.stringify({ version: 2, remotes: { faq: faqReleases() } }))
    window.sessionStorage.setItem(
      'pacanele:previzualizare',
      JSON.stringify({ remote: 'faq', build: 'b42', confirmedAt: Date.now() }),
    )
    const { builds } = await fetchPageReleases(fallback)
    expect(builds.faq).toMatchObject({ build: 'b42', entry: faqEntry('b42'), source: 'preview' })
    expect(builds.home).toMatchObject({ build: 'build-time', entry: fallback.home })
    expect(window.localStorage.length).toBe(0)
  })

  it('places the visitor by the id it keeps when a canary runs and they consented to trying new versions', async () => {
    window.localStorage.setItem(
      CONSENT_KEY,
      serializeConsentAnswer({ measurement: false, trials: true, answeredAt: Date.now() }),
    )
    const canary = { build: 'b42', percent: 100, salt: 'faq-b42' }
    serveRecord(JSON.stringify({ version: 2, remotes: { faq: faqReleases({ canary }) } }))
    const { builds } = await fetchPageReleases(fallback)
    expect(builds.faq).toMatchObject({ build: 'b42', source: 'canary' })
    expect(window.localStorage.getItem('pacanele:vizitator')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps a visitor who has not consented on stable, even in a canary at 100 %, and stores nothing', async () => {
    const canary = { build: 'b42', percent: 100, salt: 'faq-b42' }
    serveRecord(JSON.stringify({ version: 2, remotes: { faq: faqReleases({ canary }) } }))
    const { builds } = await fetchPageReleases(fallback)
    expect(builds.faq).toMatchObject({ source: 'stable', reason: expect.stringContaining('no consent') })
    expect(window.localStorage.length).toBe(0)
  })
})
