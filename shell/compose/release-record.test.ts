// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseReleaseRecord } from '../src/release/release-record-schema'
import { testRecord } from '../src/test/release-records'
import { composeBuilds } from './compose-builds'
import { releaseRecord, unpinnedAdvice, unpinnedBundles, type LocalBuild } from './release-record'

const bundle = (text: string) => new TextEncoder().encode(text)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const builds: Record<'home' | 'categories' | 'faq', LocalBuild> = {
  home: {
    entry: 'http://localhost:4174/assets/remoteEntry.js',
    buildId: '0a1b2c3d4e5f6a7b',
    serverBundle: bundle('home'),
  },
  categories: {
    entry: 'http://localhost:4175/assets/remoteEntry.js',
    buildId: '1111aaaa2222bbbb',
    serverBundle: bundle('categories'),
  },
  faq: {
    entry: 'http://localhost:4176/assets/remoteEntry.js',
    buildId: '9f8e7d6c5b4a3210',
    serverBundle: bundle('faq'),
  },
}
const defaults = {
  home: builds.home.entry,
  categories: builds.categories.entry,
  faq: builds.faq.entry,
}
const base = 'https://pacanele.example.ro/release-record.json'

describe('releaseRecord', () => {
  it("records each remote stable at its own build id, entry and server bundle's SHA-256, as valid version 2", () => {
    const record = releaseRecord(builds)
    expect(parseReleaseRecord(record)).toMatchObject({ ok: true, format: 2 })
    expect(record.remotes.faq).toEqual({
      stable: {
        build: '9f8e7d6c5b4a3210',
        entry: builds.faq.entry,
        serverBundle: { url: 'http://localhost:4176/server/entry.mjs', sha256: sha256('faq') },
      },
      candidates: {},
      blocked: [],
    })
    expect(Object.keys(record.remotes).sort()).toEqual(['categories', 'faq', 'home'])
  })

  it('names a build by its bundle when its id is missing or not one release-record.json allows', () => {
    const record = releaseRecord({
      ...builds,
      faq: { ...builds.faq, buildId: 'Mixed_Case' },
      home: { ...builds.home, buildId: undefined },
    })
    expect(record.remotes.faq?.stable.build).toBe(sha256('faq').slice(0, 16))
    expect(record.remotes.home?.stable.build).toBe(sha256('home').slice(0, 16))
  })

  it('is what compose reads as pinned: nothing unpinned', () => {
    expect(unpinnedBundles(composeBuilds(releaseRecord(builds), base, defaults))).toEqual([])
  })
})

describe('unpinnedBundles', () => {
  it('names every remote of a version-1 file, and one added by hand without its SHA-256', () => {
    const v1 = composeBuilds({ faq: '/faq/assets/remoteEntry.js' }, base, defaults)
    expect(unpinnedBundles(v1).map(({ remote, url }) => `${remote} ${url}`)).toEqual([
      'home http://localhost:4174/server/entry.mjs',
      'categories http://localhost:4175/server/entry.mjs',
      'faq https://pacanele.example.ro/faq/server/entry.mjs',
    ])
    const record = releaseRecord(builds)
    record.remotes.faq!.stable = { build: 'b42', entry: 'https://faq.example.ro/b42/assets/remoteEntry.js' }
    expect(unpinnedBundles(composeBuilds(record, base, defaults))).toEqual([
      { remote: 'faq', url: 'https://faq.example.ro/b42/server/entry.mjs' },
    ])
  })

  it('names a running canary whose server bundle is unpinned', () => {
    const record = testRecord({ canary: { build: 'b42', percent: 5, salt: 'faq-b42' } })
    expect(unpinnedBundles(composeBuilds(record, base, defaults))).toContainEqual({
      remote: 'faq',
      url: 'https://faq.example.ro/b42/server/entry.mjs',
      canary: 'b42',
    })
  })

  it('says how to pin each remote it names', () => {
    const advice = unpinnedAdvice([{ remote: 'faq', url: 'https://faq.example.ro/server/entry.mjs' }])
    expect(advice[0]).toBe(
      'faq: release-record.json records no SHA-256 for its server bundle https://faq.example.ro/server/entry.mjs',
    )
    expect(advice.join('\n')).toContain('pnpm release faq candidate <build> --entry')
    expect(advice.join('\n')).toContain('--allow-unpinned')
  })
})
