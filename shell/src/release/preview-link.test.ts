// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faqEntry, faqOrigin, testRecord, shellOrigin } from '../test/release-records'
import {
  parsePreviewLink,
  previewLinkMessages,
  previewLinkQuery,
  type PreviewLinkContext,
} from './preview-link'

const context: PreviewLinkContext = {
  record: testRecord({
    candidates: { b42: { entry: faqEntry('b42') }, constructor: { entry: faqEntry('c') } },
  }),
  allowedOrigins: [shellOrigin, faqOrigin],
  pageOrigin: shellOrigin,
}
const parse = (search: string) => parsePreviewLink(search, context)
const q = (value: string) => `?previzualizare=${value}`

describe('parsePreviewLink', () => {
  it('proposes a listed, unblocked candidate of a known remote', () => {
    expect(parse(q('faq@b42'))).toEqual({ ok: true, remote: 'faq', build: 'b42' })
    expect(parse('?x=1&previzualizare=faq%40b42')).toEqual({ ok: true, remote: 'faq', build: 'b42' })
  })

  it('proposes nothing when the page has no preview parameter', () => {
    expect(parse('')).toBeNull()
    expect(parse('?s=book')).toBeNull()
  })

  it('builds the query it parses', () => {
    expect(previewLinkQuery('faq', 'b42')).toBe('?previzualizare=faq@b42')
    expect(parse(previewLinkQuery('faq', 'b42'))).toMatchObject({ ok: true })
  })

  const { malformed, tooLong, repeated, unlisted, blocked, origin } = previewLinkMessages
  const unknownRemote = previewLinkMessages['unknown-remote']
  const hostile: [string, string, string][] = [
    ['an absolute URL', q('https://evil.example/remoteEntry.js'), malformed],
    ['a URL after the remote', q('faq@https://evil.example/e.js'), malformed],
    ['a protocol-relative URL', q('faq@//evil.example'), malformed],
    ['javascript:', q('javascript:alert(1)'), malformed],
    ['JaVaScRiPt: in odd case', q('JaVaScRiPt:alert(1)'), malformed],
    ['javascript: as the build', q('faq@javascript:alert(1)'), malformed],
    ['data:', q('data:text/javascript,alert(1)'), malformed],
    ['userinfo', q('https://a@evil.example'), malformed],
    ['userinfo shaped like a remote', q('faq@b42@evil.example'), malformed],
    ['an unlisted build', q('faq@b44'), unlisted],
    ['a blocked build', q('faq@b39'), unlisted],
    ['the stable build (not a candidate)', q('faq@b41'), unlisted],
    ['a build id of 65 characters', q(`faq@${'b'.repeat(65)}`), malformed],
    ['a value of 10 KB', q(`faq@${'b'.repeat(10_240)}`), tooLong],
    ['an encoded "//"', q('faq@%2F%2Fevil.example'), malformed],
    ['a double-encoded "/"', q('faq@b42%252F'), malformed],
    ['an encoded NUL', q('faq@b42%00'), malformed],
    ['a Cyrillic "а" in the remote', q('f\u0430q@b42'), malformed],
    ['a fullwidth remote', q('\uff46\uff41\uff51@b42'), malformed],
    ['a dotless ı in the build', q('faq@b\u0131'), malformed],
    ['a leading space', q('%20faq@b42'), malformed],
    ['a trailing "+" (space)', q('faq@b42+'), malformed],
    ['an encoded tab', q('faq@b42%09'), malformed],
    ['an upper-case remote', q('FAQ@b42'), malformed],
    ['an upper-case build', q('faq@B42'), malformed],
    ['a path in the build', q('faq@b42/../b41'), malformed],
    ['an unknown remote', q('fqa@b42'), unknownRemote],
    ['"constructor" as the remote', q('constructor@b42'), unknownRemote],
    ['"__proto__" as the remote', q('__proto__@b42'), malformed],
    ['"__proto__" as the build', q('faq@__proto__'), malformed],
    ['"toString" as the remote', q('tostring@b42'), unknownRemote],
    ['the parameter twice, same value', `${q('faq@b42')}&previzualizare=faq@b42`, repeated],
    ['the parameter twice, second hostile', `${q('faq@b42')}&previzualizare=faq@https://evil`, repeated],
    ['an empty value', q(''), malformed],
    ['no build', q('faq@'), malformed],
    ['no remote', q('@b42'), malformed],
    ['no "@"', q('faqb42'), malformed],
    ['a fragment glued on', q('faq@b42#x'), malformed],
  ]

  it.each(hostile)('refuses %s', (_what, search, reason) => {
    expect(parse(search)).toEqual({ ok: false, reason })
  })

  it('refuses a listed candidate that is blocked, or served from an origin the page does not allow', () => {
    const blockedContext = { ...context, record: testRecord({ blocked: ['b42'] }) }
    expect(parsePreviewLink(q('faq@b42'), blockedContext)).toEqual({ ok: false, reason: blocked })
    expect(parsePreviewLink(q('faq@b42'), { ...context, allowedOrigins: [shellOrigin] })).toEqual({
      ok: false,
      reason: origin,
    })
  })

  it('takes "constructor" for a candidate only when the record lists it, never the inherited property', () => {
    expect(parse(q('faq@constructor'))).toEqual({ ok: true, remote: 'faq', build: 'constructor' })
    const bare = { ...context, record: testRecord() }
    expect(parsePreviewLink(q('faq@constructor'), bare)).toEqual({ ok: false, reason: unlisted })
  })

  it('refuses a remote the deployed release record does not name', () => {
    expect(parse(q('categories@b42'))).toEqual({ ok: false, reason: unlisted })
  })
})
