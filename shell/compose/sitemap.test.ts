// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sitemapFiles, SITEMAP_LIMITS } from './sitemap'

const origin = 'https://pacanele.example.ro'
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
const paths = (count: number) => Array.from({ length: count }, (_, index) => `/joc/sintetic-${index + 1}`)

describe('sitemapFiles', () => {
  it('splits 120 001 URLs into files of at most 50 000 under one sitemap index, losing none', () => {
    const files = sitemapFiles(origin, ['/', ...paths(120_000)])
    expect(files.map(({ file }) => file)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ])
    const [index, ...parts] = files
    expect(index!.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index!.xml)).toEqual(parts.map(({ file }) => `${origin}/${file}`))
    expect(parts.map(({ xml }) => locs(xml).length)).toEqual([50_000, 50_000, 20_001])
    for (const { xml } of parts) {
      expect(xml).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
      )
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes)
    }
    const all = parts.flatMap(({ xml }) => locs(xml))
    expect(all[0]).toBe(`${origin}/`)
    expect(all.at(-1)).toBe(`${origin}/joc/sintetic-120000`)
    expect(new Set(all).size).toBe(120_001)
  }, 60_000)

  it('keeps exactly 50 000 URLs in one file, and starts a new file by size before the count', () => {
    expect(sitemapFiles(origin, paths(50_000))).toHaveLength(2)
    const bySize = sitemapFiles(origin, paths(1000), { urls: 50_000, bytes: 20_000 })
    expect(bySize.length).toBeGreaterThan(3)
    for (const { xml } of bySize.slice(1)) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(20_000)
    expect(bySize.slice(1).flatMap(({ xml }) => locs(xml))).toHaveLength(1000)
  }, 60_000)

  it('escapes the URLs (a later list page has a query)', () => {
    const [, part] = sitemapFiles(origin, ['/sloturi-online?pagina=2&x=1'])
    expect(locs(part!.xml)).toEqual([`${origin}/sloturi-online?pagina=2&amp;x=1`])
  })
})
