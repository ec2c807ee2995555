// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { RemoteKey } from '../federation/apps'
import type { PageBuild } from '../release/page-builds'
import { faqEntry } from '../test/release-records'
import { hintResolvedBuilds } from './canary-hints'
import type { CompositionRecord } from '../page-format/composition-record'

const record: CompositionRecord = {
  kind: 'page',
  path: '/',
  query: '',
  modules: ['faq/Faq'],
  slots: ['_R_1_'],
  remotes: {
    faq: {
      entry: faqEntry('b41'),
      buildId: 'b41',
      canary: {
        buildId: 'b42',
        files: ['assets/expose-Faq.js', 'assets/meta.js', '//elsewhere.example/x.js'],
      },
    },
  },
}

function builds(faq: PageBuild): Record<RemoteKey, PageBuild> {
  const stable = (build: string): PageBuild => ({
    build,
    entry: `/${build}/remoteEntry.js`,
    source: 'stable',
    reason: '',
  })
  return { home: stable('h7'), categories: stable('c1'), faq }
}

const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.href}`)

beforeEach(() => document.head.replaceChildren())

describe('hintResolvedBuilds', () => {
  it('preloads, for a visitor on the listed canary, its entry and every file at once, on its own origin only', () => {
    const canary: PageBuild = { build: 'b42', entry: faqEntry('b42'), source: 'canary', reason: '' }
    expect(hintResolvedBuilds(record, builds(canary))).toEqual([
      faqEntry('b42'),
      'https://faq.example.ro/b42/assets/expose-Faq.js',
      'https://faq.example.ro/b42/assets/meta.js',
    ])
    expect(links()).toEqual([
      'preconnect https://faq.example.ro/',
      `modulepreload ${faqEntry('b42')}`,
      'modulepreload https://faq.example.ro/b42/assets/expose-Faq.js',
      'modulepreload https://faq.example.ro/b42/assets/meta.js',
    ])
    expect([...document.head.querySelectorAll('link')].every((link) => link.crossOrigin === '')).toBe(true)
  })

  it('hints nothing for a stable visitor, a preview of another build, or a withdrawn remote', () => {
    const others: PageBuild[] = [
      { build: 'b41', entry: faqEntry('b41'), source: 'stable', reason: '' },
      { build: 'b43', entry: faqEntry('b43'), source: 'preview', reason: '' },
      { build: null, entry: null, source: 'none', reason: 'every build is blocked' },
    ]
    for (const faq of others) expect(hintResolvedBuilds(record, builds(faq))).toEqual([])
    expect(links()).toEqual([])
  })
})
