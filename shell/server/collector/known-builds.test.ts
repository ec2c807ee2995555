// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ReleaseRecord } from 'shell/tooling/release/release-record-schema'
import { BUILD_TIME_BUILD } from 'shell/tooling/release/page-builds'
import { knownBuilds, REPLACED_BUILD_GRACE_MS } from './known-builds'

const release = (build: string) => ({ build, entry: `https://faq.example.ro/${build}/remoteEntry.js` })
const record = (stable: string): ReleaseRecord => ({
  version: 2,
  remotes: {
    faq: {
      stable: release(stable),
      previous: release('b1'),
      canary: { build: 'b5', percent: 5, salt: 'sare' },
      candidates: { b4: { entry: release('b4').entry }, b5: { entry: release('b5').entry } },
      blocked: ['b0'],
    },
  },
})

describe('knownBuilds', () => {
  it('knows every build a page may load for a remote the record names, and build-time for the others', () => {
    const known = knownBuilds(() => record('b2'))
    for (const build of ['b2', 'b1', 'b5', 'b4', 'b0']) expect(known('faq', build), build).toBe(true)
    expect(known('faq', 'b3')).toBe(false)
    expect(known('faq', BUILD_TIME_BUILD)).toBe(false)
    expect(known('home', BUILD_TIME_BUILD)).toBe(true)
    expect(known('home', 'b2')).toBe(false)
  })

  it('knows only build-time builds when the record cannot be read, as the page then loads', () => {
    const known = knownBuilds(() => null)
    expect(known('faq', BUILD_TIME_BUILD)).toBe(true)
    expect(known('faq', 'b2')).toBe(false)
  })

  it('keeps knowing a build the record stopped naming for the grace period, then forgets it', () => {
    let current = record('b2')
    let now = 0
    const known = knownBuilds(
      () => current,
      () => now,
    )
    expect(known('faq', 'b2')).toBe(true)
    current = { version: 2, remotes: { faq: { stable: release('b6'), candidates: {}, blocked: [] } } }
    now = 1_000
    expect(known('faq', 'b6')).toBe(true)
    expect(known('faq', 'b2')).toBe(true)
    now = 1_000 + REPLACED_BUILD_GRACE_MS + 1
    current = { ...current }
    expect(known('faq', 'b2')).toBe(false)
    expect(known('faq', 'b6')).toBe(true)
  })
})
