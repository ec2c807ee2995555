import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseManifest, type RemoteManifest } from './manifest'

const fallback: RemoteManifest = {
  home: 'http://localhost:4174/assets/remoteEntry.js',
  categories: 'http://localhost:4175/assets/remoteEntry.js',
  faq: 'http://localhost:4176/assets/remoteEntry.js',
}

describe('parseManifest', () => {
  afterEach(() => vi.restoreAllMocks())

  it('takes every valid URL the manifest names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const manifest = {
      home: 'https://home.example.ro/v2/assets/remoteEntry.js',
      categories: 'https://cat.example.ro/assets/remoteEntry.js',
      faq: '/faq/assets/remoteEntry.js',
    }
    expect(parseManifest(manifest, fallback)).toEqual(manifest)
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps the build-time URL, with a warning, for what is missing or not an http(s) URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const parsed = parseManifest(
      { home: 'javascript:alert(1)', categories: 42, faq: 'https://faq.example.ro/e.js' },
      fallback,
    )
    expect(parsed).toEqual({ ...fallback, faq: 'https://faq.example.ro/e.js' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('home, categories'))
  })

  it.each([null, [], 'text', 7])('falls back entirely for %j', (raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(parseManifest(raw, fallback)).toEqual(fallback)
  })
})
