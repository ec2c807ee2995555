import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The sitemap protocol's limits for one file: 50 000 URLs and 50 MB (uncompressed). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 }

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = `${HEAD}<urlset xmlns="${NAMESPACE}">\n`
const URLSET_CLOSE = '</urlset>\n'
const escape = (url: string) =>
  url
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&apos;')
    .replaceAll('"', '&quot;')

export interface SitemapFile {
  file: string
  xml: string
}

/**
 * `sitemap.xml`, a sitemap index (what robots.txt names), and the files it lists, `sitemap-1.xml`…,
 * each within the protocol's limits: a catalogue of any size stays crawlable.
 */
export function sitemapFiles(
  siteOrigin: string,
  paths: readonly string[],
  limits = SITEMAP_LIMITS,
): SitemapFile[] {
  const room = limits.bytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  const parts: string[][] = [[]]
  let bytes = 0
  for (const path of paths) {
    const line = `  <url><loc>${escape(new URL(path, siteOrigin).href)}</loc></url>\n`
    const size = Buffer.byteLength(line)
    let part = parts.at(-1)!
    if (part.length > 0 && (part.length === limits.urls || bytes + size > room)) {
      parts.push((part = []))
      bytes = 0
    }
    part.push(line)
    bytes += size
  }
  const files = parts.map((lines, index) => ({
    file: `sitemap-${index + 1}.xml`,
    xml: `${URLSET_OPEN}${lines.join('')}${URLSET_CLOSE}`,
  }))
  const entries = files
    .map(({ file }) => `  <sitemap><loc>${escape(new URL(`/${file}`, siteOrigin).href)}</loc></sitemap>\n`)
    .join('')
  const index = `${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`
  return [{ file: 'sitemap.xml', xml: index }, ...files]
}

/** Writes them into the deployed folder, each file replaced in one step, and removes any left over. */
export function writeSitemap(outDir: string, files: readonly SitemapFile[]): void {
  // The parts first: the index never names a file that is not there yet.
  for (const { file, xml } of [...files.slice(1), files[0]!]) {
    const temporary = join(outDir, `.${file}.${process.pid}.tmp`)
    writeFileSync(temporary, xml)
    renameSync(temporary, join(outDir, file))
  }
  const written = new Set(files.map(({ file }) => file))
  for (const name of readdirSync(outDir))
    if (/^sitemap-\d+\.xml$/.test(name) && !written.has(name)) rmSync(join(outDir, name))
}
