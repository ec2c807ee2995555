import { describe, expect, it } from 'vitest'
import { faqEntry, faqOrigin, testRecord, shellOrigin } from '../test/release-records'
import { canaryBucket, newVisitorId } from './bucket'
import { resolveBuilds, stableBuilds, type BrowserState } from './resolve'

const allowed = [shellOrigin, faqOrigin]
const visitorId = 'a3f1c2d4e5b60718293a4b5c6d7e8f90'
const browser = (state: Partial<BrowserState> = {}): BrowserState => ({
  visitorId,
  preview: null,
  pageOrigin: shellOrigin,
  ...state,
})
/** A visitor whose bucket for the salt is below (or not below) the threshold. */
function visitorWith(salt: string, inside: boolean, threshold = 1000): string {
  for (;;) {
    const id = newVisitorId()
    if (canaryBucket(id, salt) < threshold === inside) return id
  }
}

describe('resolveBuilds', () => {
  it('gives every named remote its stable build, and leaves the others to their build-time URL', () => {
    const resolved = resolveBuilds(testRecord(), browser(), allowed)
    expect(resolved.faq).toEqual({
      build: 'b41',
      entry: faqEntry('b41'),
      source: 'stable',
      reason: 'stable b41',
    })
    expect(resolved.home).toMatchObject({ build: 'h7', source: 'stable' })
    expect(resolved).not.toHaveProperty('categories')
  })

  it('never loads a blocked stable build: previous instead, and nothing when previous is blocked too', () => {
    expect(resolveBuilds(testRecord({ blocked: ['b41'] }), browser(), allowed).faq).toEqual({
      build: 'b40',
      entry: faqEntry('b40'),
      source: 'stable',
      reason: 'stable b41 is blocked: previous b40',
    })
    expect(resolveBuilds(testRecord({ blocked: ['b41', 'b40'] }), browser(), allowed).faq).toMatchObject({
      build: null,
      entry: null,
      source: 'none',
    })
    expect(
      resolveBuilds(testRecord({ blocked: ['b41'], previous: undefined }), browser(), allowed).faq?.source,
    ).toBe('none')
  })

  it('puts a visitor in the canary by their bucket, the same on every call', () => {
    const canary = { build: 'b42', percent: 10, salt: 'faq-b42' }
    const inside = visitorWith('faq-b42', true)
    const outside = visitorWith('faq-b42', false)
    const record = testRecord({ canary })
    const first = resolveBuilds(record, browser({ visitorId: inside }), allowed).faq
    expect(first).toMatchObject({ build: 'b42', entry: faqEntry('b42'), source: 'canary' })
    expect(first?.reason).toMatch(/^bucket \d+ of canary b42 at 10 % \(< 1000\)$/)
    expect(resolveBuilds(record, browser({ visitorId: inside }), allowed).faq).toEqual(first)
    expect(resolveBuilds(record, browser({ visitorId: outside }), allowed).faq).toMatchObject({
      build: 'b41',
      source: 'stable',
      reason: expect.stringMatching(/^stable b41; bucket \d+ of canary b42 at 10 % \(≥ 1000\)$/),
    })
  })

  it('never loads a blocked canary', () => {
    const record = testRecord({
      canary: { build: 'b42', percent: 100, salt: 'faq-b42' },
      blocked: ['b42'],
    })
    expect(resolveBuilds(record, browser(), allowed).faq).toMatchObject({
      build: 'b41',
      source: 'stable',
      reason: 'stable b41; canary b42 is blocked',
    })
  })

  it('lets a confirmed preview of a listed candidate win over canary and stable', () => {
    const record = testRecord({ canary: { build: 'b42', percent: 100, salt: 'faq-b42' } })
    const resolved = resolveBuilds(record, browser({ preview: { remote: 'faq', build: 'b43' } }), allowed)
    expect(resolved.faq).toEqual({
      build: 'b43',
      entry: faqEntry('b43'),
      source: 'preview',
      reason: 'preview of b43 confirmed in this tab',
    })
    expect(resolved.home?.source).toBe('stable')
  })

  it.each([
    [{ remote: 'faq', build: 'b44' }, {}, 'not a listed candidate'],
    [{ remote: 'faq', build: 'constructor' }, {}, 'not a listed candidate'],
    [{ remote: 'faq', build: 'b42' }, { blocked: ['b42'] }, 'blocked'],
    [
      { remote: 'faq', build: 'b42' },
      { candidates: { b42: { entry: faqEntry('b42', 'https://evil.example') } } },
      'its entry is on an origin the page does not allow',
    ],
  ])('ignores the preview %j when %j, and says why', (preview, faq, why) => {
    const resolved = resolveBuilds(testRecord(faq), browser({ preview }), allowed)
    expect(resolved.faq).toMatchObject({
      build: 'b41',
      source: 'stable',
      reason: `stable b41; preview of ${preview.build} ignored: ${why}`,
    })
  })

  it('allows a root-relative candidate from the page origin only when that origin is allowed', () => {
    const record = testRecord({ candidates: { b42: { entry: '/faq/b42/assets/remoteEntry.js' } } })
    const preview = { remote: 'faq', build: 'b42' }
    expect(resolveBuilds(record, browser({ preview }), allowed).faq?.source).toBe('preview')
    expect(resolveBuilds(record, browser({ preview }), [faqOrigin]).faq?.source).toBe('stable')
  })

  it('compares origins as parsed, not as written', () => {
    const record = testRecord({
      candidates: { b42: { entry: 'HTTPS://FAQ.EXAMPLE.RO:443/b42/e.js' } },
    })
    const preview = { remote: 'faq', build: 'b42' }
    expect(resolveBuilds(record, browser({ preview }), ['https://faq.example.ro/']).faq?.source).toBe(
      'preview',
    )
    expect(
      resolveBuilds(record, browser({ preview }), ['https://faq.example.ro.evil.example']).faq?.source,
    ).toBe('stable')
  })

  it('applies a preview to its own remote only', () => {
    const resolved = resolveBuilds(
      testRecord(),
      browser({ preview: { remote: 'home', build: 'b42' } }),
      allowed,
    )
    expect(resolved.faq?.source).toBe('stable')
    expect(resolved.home?.reason).toBe('stable h7; preview of b42 ignored: not a listed candidate')
  })
})

describe('stableBuilds (what compose renders)', () => {
  it('takes stable, or previous when stable is blocked, and never a canary or a candidate', () => {
    const record = testRecord({ canary: { build: 'b42', percent: 100, salt: 'faq-b42' } })
    expect(stableBuilds(record)).toEqual({
      home: { build: 'h7', entry: '/home/h7/assets/remoteEntry.js' },
      faq: { build: 'b41', entry: faqEntry('b41') },
    })
    expect(stableBuilds(testRecord({ blocked: ['b41'] })).faq?.build).toBe('b40')
    expect(stableBuilds(testRecord({ blocked: ['b41', 'b40'] }))).not.toHaveProperty('faq')
  })
})
