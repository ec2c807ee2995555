// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faqEntry, faqOrigin, testRecord, shellOrigin } from '../test/release-records'
import { eventStamp } from './event-stamp'
import { releaseOrigins } from './origins'
import { allowedRemoteOrigins, pageReleases } from './page-builds'

const fallback = {
  home: 'http://localhost:4174/assets/remoteEntry.js',
  categories: 'http://localhost:4175/assets/remoteEntry.js',
  faq: 'http://localhost:4176/assets/remoteEntry.js',
}
const browser = { visitorId: '', preview: null, pageOrigin: shellOrigin }

describe('releaseOrigins (the CSP and the preview check both read it)', () => {
  it('names the origin of every build that may load, blocked ones aside; root-relative entries are "self"', () => {
    const record = testRecord({
      previous: { build: 'b40', entry: faqEntry('b40', 'https://old.example.ro') },
      candidates: {
        b42: { entry: faqEntry('b42', 'https://canary.example.ro') },
        b43: { entry: faqEntry('b43', 'https://retras.example.ro') },
      },
      canary: { build: 'b42', percent: 5, salt: 'faq-b42' },
      blocked: ['b43'],
    })
    expect(releaseOrigins(record).sort()).toEqual(
      ['https://canary.example.ro', faqOrigin, 'https://old.example.ro'].sort(),
    )
  })
})

describe('pageReleases', () => {
  it('gives remotes the record leaves out their build-time URL, and all of them when there is no record', () => {
    const named = pageReleases(testRecord(), fallback, browser)
    expect(named.builds.faq).toMatchObject({ build: 'b41', source: 'stable' })
    expect(named.builds.categories).toMatchObject({ build: 'build-time', entry: fallback.categories })
    const none = pageReleases(null, fallback, browser)
    expect(Object.values(none.builds).map(({ entry }) => entry)).toEqual(Object.values(fallback))
    expect(none.record).toBeNull()
  })

  it("allows a preview only from the CSP's remote origins: 'self', the build-time ones, the record's", () => {
    expect(allowedRemoteOrigins(testRecord(), fallback, shellOrigin).sort()).toEqual(
      [
        shellOrigin,
        faqOrigin,
        'http://localhost:4174',
        'http://localhost:4175',
        'http://localhost:4176',
      ].sort(),
    )
    const preview = { remote: 'faq', build: 'b42' }
    expect(pageReleases(testRecord(), fallback, { ...browser, preview }).builds.faq.source).toBe('preview')
  })
})

describe('eventStamp', () => {
  it('records each build and source, and preview: true only while a remote is previewed', () => {
    const stable = pageReleases(testRecord(), fallback, browser).builds
    expect(eventStamp(stable)).toEqual({
      builds: {
        home: { build: 'h7', source: 'stable' },
        categories: { build: 'build-time', source: 'stable' },
        faq: { build: 'b41', source: 'stable' },
      },
    })
    const previewed = pageReleases(testRecord(), fallback, {
      ...browser,
      preview: { remote: 'faq', build: 'b43' },
    }).builds
    expect(eventStamp(previewed)).toMatchObject({
      builds: { faq: { build: 'b43', source: 'preview' } },
      preview: true,
    })
    const withdrawn = pageReleases(testRecord({ blocked: ['b41', 'b40'] }), fallback, browser).builds
    expect(eventStamp(withdrawn).builds.faq).toEqual({ build: null, source: 'none' })
  })
})
