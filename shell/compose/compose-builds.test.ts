// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { faqEntry, faqReleases, testRecord } from '../src/test/release-records'
import { BundleHashMismatch, checkBundleHash, composeBuilds } from './compose-builds'

const defaults = {
  home: 'http://localhost:4174/assets/remoteEntry.js',
  categories: 'http://localhost:4175/assets/remoteEntry.js',
  faq: 'http://localhost:4176/assets/remoteEntry.js',
}
const base = 'https://pacanele.example.ro/release-record.json'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('composeBuilds', () => {
  it('reads version 1 as before: each entry, absolute, its server bundle beside it', () => {
    const read = composeBuilds({ faq: '/faq/assets/remoteEntry.js' }, base, defaults)
    expect(read.entries).toEqual({
      ...defaults,
      faq: 'https://pacanele.example.ro/faq/assets/remoteEntry.js',
    })
    expect(read.bundles.faq).toEqual({ url: new URL('https://pacanele.example.ro/faq/server/entry.mjs') })
  })

  it('composes stable (previous when stable is blocked), never a canary or a candidate', () => {
    const canary = { build: 'b42', percent: 100, salt: 'faq-b42' }
    expect(composeBuilds(testRecord({ canary }), base, defaults).entries.faq).toBe(faqEntry('b41'))
    expect(composeBuilds(testRecord({ blocked: ['b41'] }), base, defaults).entries.faq).toBe(faqEntry('b40'))
  })

  it("reads a running canary's build, entry and server bundle (for the pages' hints), never a blocked or unlisted one", () => {
    const serverBundle = { url: '/faq/b42/server/entry.mjs', sha256: 'b'.repeat(64) }
    const canary = { build: 'b42', percent: 0, salt: 'faq-b42' }
    const candidates = { b42: { entry: faqEntry('b42'), serverBundle } }
    expect(composeBuilds(testRecord({ canary, candidates }), base, defaults).canaries).toEqual({
      faq: {
        build: 'b42',
        entry: faqEntry('b42'),
        bundle: {
          url: new URL('https://pacanele.example.ro/faq/b42/server/entry.mjs'),
          sha256: 'b'.repeat(64),
        },
      },
    })
    expect(
      composeBuilds(testRecord({ canary: { ...canary, build: 'b43' } }), base, defaults).canaries,
    ).toEqual({
      faq: {
        build: 'b43',
        entry: faqEntry('b43'),
        bundle: { url: new URL(`${faqEntry('b43')}/../../server/entry.mjs`) },
      },
    })
    expect(composeBuilds(testRecord({ canary, blocked: ['b42'] }), base, defaults).canaries).toEqual({})
    expect(composeBuilds(testRecord(), base, defaults).canaries).toEqual({})
  })

  it('takes the server bundle a build recorded, with its SHA-256', () => {
    const serverBundle = { url: '/faq/b41/server/entry.mjs', sha256: 'a'.repeat(64) }
    const record = testRecord({ stable: { build: 'b41', entry: faqEntry('b41'), serverBundle } })
    expect(composeBuilds(record, base, defaults).bundles.faq).toEqual({
      url: new URL('https://pacanele.example.ro/faq/b41/server/entry.mjs'),
      sha256: 'a'.repeat(64),
    })
  })

  it('refuses an invalid record, and a remote whose every build is blocked', () => {
    expect(() =>
      composeBuilds({ version: 2, remotes: { faq: { ...faqReleases(), blocked: 'x' } } }, base, defaults),
    ).toThrow(/remotes\.faq\.blocked: expected array/)
    expect(() => composeBuilds(testRecord({ blocked: ['b41', 'b40'] }), base, defaults)).toThrow(
      'every build of faq is blocked',
    )
  })
})

describe('checkBundleHash', () => {
  const url = new URL('https://faq.example.ro/b41/server/entry.mjs')
  const code = 'export const remoteMeta = {}'
  const bytes = new TextEncoder().encode(code)

  it('accepts the recorded file, and any file when none was recorded', () => {
    expect(() => checkBundleHash(bytes, { url, sha256: sha256(code) })).not.toThrow()
    expect(() => checkBundleHash(bytes, { url })).not.toThrow()
  })

  it('refuses another file, naming it', () => {
    expect(() => checkBundleHash(bytes, { url, sha256: sha256(`${code} `) })).toThrow(BundleHashMismatch)
    expect(() => checkBundleHash(bytes, { url, sha256: sha256(`${code} `) })).toThrow(
      `${url.href} is not the server bundle release-record.json recorded`,
    )
  })
})
