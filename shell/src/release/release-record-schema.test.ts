import { describe, expect, it } from 'vitest'
import { util } from 'zod/v4/core'
import { faqEntry, faqReleases, testRecord } from '../test/release-records'
import { parseReleaseRecord, V1_BUILD_ID } from './release-record-schema'

function errorsOf(raw: unknown): string[] {
  const parsed = parseReleaseRecord(raw)
  if (parsed.ok) throw new Error('expected the record to be refused')
  return parsed.errors
}

/** A version-2 record whose FAQ remote is `faq` (JSON in, as it comes from the network). */
function withFaq(faq: unknown): unknown {
  return JSON.parse(JSON.stringify({ version: 2, remotes: { faq } }))
}

describe('parseReleaseRecord, version 2', () => {
  it('reads a full record as it is', () => {
    const record = testRecord({
      canary: { build: 'b42', percent: 12.5, salt: 'faq-b42' },
      stable: {
        build: 'b41',
        entry: faqEntry('b41'),
        serverBundle: { url: 'https://faq.example.ro/b41/server/entry.mjs', sha256: 'a'.repeat(64) },
      },
    })
    expect(parseReleaseRecord(JSON.parse(JSON.stringify(record)))).toEqual({
      ok: true,
      record,
      format: 2,
    })
  })

  it("reads release health's history, and a record written before it had one", () => {
    const entry = {
      at: '2026-11-20T12:00:00.000Z',
      build: 'b42',
      percent: 25,
      verdict: 'pass',
      action: 'advance',
      evidence: ['lcp: 1200 → 1180 (−1.7 %), p 0.61, pass'],
    }
    const parsed = parseReleaseRecord(withFaq({ ...faqReleases(), history: [entry] }))
    expect(parsed.ok && parsed.record.remotes.faq?.history).toEqual([entry])
    expect(parseReleaseRecord(withFaq(faqReleases())).ok).toBe(true)
    expect(errorsOf(withFaq({ ...faqReleases(), history: [{ ...entry, action: 'guess' }] }))[0]).toContain(
      'faq.history.0.action',
    )
  })

  it('lets a record leave a remote out (it keeps its build-time URL)', () => {
    const parsed = parseReleaseRecord(withFaq(faqReleases()))
    expect(parsed.ok && Object.keys(parsed.record.remotes)).toEqual(['faq'])
  })

  it.each([
    [
      { ...faqReleases(), stable: { build: 'B41', entry: faqEntry('b41') } },
      'remotes.faq.stable.build: must be a build id',
    ],
    [
      { ...faqReleases(), stable: { build: 'b41', entry: 'javascript:alert(1)' } },
      'remotes.faq.stable.entry: uses javascript:',
    ],
    [
      { ...faqReleases(), stable: { build: 'b41', entry: 'https://a@evil.example/e.js' } },
      'user name or password',
    ],
    [
      { ...faqReleases(), candidates: { b42: { entry: '//evil.example/e.js' } } },
      'remotes.faq.candidates.b42.entry: starts with "//"',
    ],
    [
      { ...faqReleases(), candidates: { 'b42/..': { entry: faqEntry('b42') } } },
      'remotes.faq.candidates.b42/..: is not a valid name: must be a build id',
    ],
    [
      { ...faqReleases(), candidates: { ['x'.repeat(65)]: { entry: faqEntry('b42') } } },
      'is not a valid name',
    ],
    [{ ...faqReleases(), blocked: ['b39', ' b40'] }, 'remotes.faq.blocked.1: must be a build id'],
    [{ ...faqReleases(), blocked: 'b39' }, 'remotes.faq.blocked: expected array'],
    [
      { ...faqReleases(), canary: { build: 'b42', percent: 101, salt: 's' } },
      'remotes.faq.canary.percent: must be from 0 to 100',
    ],
    [{ ...faqReleases(), canary: { build: 'b42', percent: -1, salt: 's' } }, 'must be from 0 to 100'],
    [{ ...faqReleases(), canary: { build: 'b42', percent: 0.125, salt: 's' } }, 'more than two decimals'],
    [
      { ...faqReleases(), canary: { build: 'b42', percent: '10', salt: 's' } },
      'remotes.faq.canary.percent: expected number',
    ],
    [
      { ...faqReleases(), canary: { build: 'b42', percent: 10, salt: 'a b' } },
      'remotes.faq.canary.salt: must be 1 to 128',
    ],
    [
      { ...faqReleases(), canary: { build: 'b44', percent: 10, salt: 's' } },
      'remotes.faq.canary.build: build "b44" is not among the candidates',
    ],
    [
      { ...faqReleases(), candidates: { b41: { entry: faqEntry('b42') } } },
      'build "b41" is listed with two entries',
    ],
    [
      {
        ...faqReleases(),
        stable: { build: 'b41', entry: faqEntry('b41'), serverBundle: { url: '/s.mjs', sha256: 'x' } },
      },
      'sha256: must be 64 lowercase hex digits',
    ],
    [{ ...faqReleases(), percent: 10 }, 'remotes.faq: unknown field "percent"'],
    [{ ...faqReleases(), candidates: undefined }, 'remotes.faq.candidates: expected object'],
  ])('names the field and the fault: %j', (faq, message) => {
    expect(errorsOf(withFaq(faq)).join('\n')).toContain(message)
  })

  it('refuses remotes this shell does not have, prototype keys included', () => {
    expect(errorsOf({ version: 2, remotes: { fqa: faqReleases() } })).toEqual([
      'release-record.json: remotes: unknown field "fqa"',
    ])
    expect(errorsOf(JSON.parse('{"version":2,"remotes":{"constructor":{}}}'))).toEqual([
      'release-record.json: remotes: unknown field "constructor"',
    ])
    expect(errorsOf(JSON.parse('{"version":2,"remotes":{"faq":{"__proto__":{}}}}'))).toEqual([
      'release-record.json: remotes.faq.__proto__: "__proto__" is not a field name',
    ])
  })

  it('lists every fault, not only the first', () => {
    const faq = { ...faqReleases(), stable: { build: 'B', entry: 'ftp://x/e.js' }, blocked: [1] }
    expect(errorsOf(withFaq(faq))).toHaveLength(3)
  })

  it.each([
    [null, 'must be a JSON object'],
    [[], 'must be a JSON object'],
    [{ version: 3, remotes: {} }, 'version 3 is not one this shell reads'],
    [{ version: '2', remotes: {} }, 'version "2" is not one this shell reads'],
    [{ version: 2 }, 'release-record.json: remotes: expected object'],
  ])('refuses %j', (raw, message) => {
    expect(errorsOf(raw).join('\n')).toContain(message)
  })

  it('never tries `new Function` (the page CSP forbids eval and would report the attempt)', () => {
    parseReleaseRecord(withFaq(faqReleases()))
    // zod caches whether it may compile parsers; under `jitless` it never probes and answers no.
    expect(util.allowsEval.value).toBe(false)
  })
})

describe('parseReleaseRecord, version 1 (what is deployed today)', () => {
  it('reads entry URLs as stable-only releases', () => {
    const parsed = parseReleaseRecord({
      home: 'http://localhost:4174/assets/remoteEntry.js',
      faq: '/faq/assets/remoteEntry.js',
      ignoredKey: 42,
    })
    expect(parsed).toEqual({
      ok: true,
      format: 1,
      record: {
        version: 2,
        remotes: {
          home: {
            stable: { build: V1_BUILD_ID, entry: 'http://localhost:4174/assets/remoteEntry.js' },
            candidates: {},
            blocked: [],
          },
          faq: {
            stable: { build: V1_BUILD_ID, entry: '/faq/assets/remoteEntry.js' },
            candidates: {},
            blocked: [],
          },
        },
      },
    })
  })

  it('refuses a remote whose URL is not an entry URL, naming it', () => {
    expect(errorsOf({ home: 'javascript:alert(1)', faq: 7 })).toEqual([
      'release-record.json: home: uses javascript: (only http: and https:)',
      'release-record.json: faq: expected string',
    ])
  })
})
