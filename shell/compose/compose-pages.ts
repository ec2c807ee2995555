import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { RemoteKey } from '../src/federation/apps'
import type { CompositionRecord, RemoteServerEntry } from '../src/prerender/composition'
import type { RemoteManifest } from '../src/remote/manifest'
import type * as RendererModule from '../src/prerender/render'
import { cspHash } from '../server/headers'
import { composeDocument } from './document'
import { COMPOSED_DIR, pageFile, styleAttributes, type ComposedIndex } from './composed-index'

type Renderer = typeof RendererModule

/** Any path the route table does not know renders the not-found page. */
const NOT_FOUND_PROBE = '/pagina-care-nu-exista'
const RENDER_ORIGIN = 'http://compose.invalid'

export interface ComposeInput {
  rendererFile: string
  outDir: string
  manifest: RemoteManifest
  remotes: Partial<Record<RemoteKey, RemoteServerEntry>>
}

function sitemap(siteOrigin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, siteOrigin).href}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** Renders every page into a fresh folder, then swaps it in: a failed compose changes nothing. */
export async function composePages({ rendererFile, outDir, manifest, remotes }: ComposeInput) {
  const renderer = (await import(rendererFile)) as Renderer
  renderer.provideRemotes(remotes)
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const releases: CompositionRecord['remotes'] = {}
  for (const key of renderer.remoteKeys) {
    const entry = remotes[key]
    if (entry) releases[key] = { entry: manifest[key], buildId: entry.remoteMeta.buildId ?? '' }
  }
  const paths = [
    ...renderer.knownPaths,
    ...Object.values(remotes).flatMap((entry) => entry?.canonicalPaths ?? []),
  ]

  const staging = join(outDir, `${COMPOSED_DIR}.next`)
  rmSync(staging, { recursive: true, force: true })
  const styles = new Set<string>()
  let renderMs = 0
  let slowest = { path: '', ms: 0 }

  async function write(file: string, path: string, kind: CompositionRecord['kind']) {
    const started = performance.now()
    const appHtml = await renderer.renderApp(RENDER_ORIGIN + path, kind === 'frame' ? 'frame' : 'page')
    const ms = performance.now() - started
    renderMs += ms
    if (ms > slowest.ms) slowest = { path, ms }
    const modules = [...new Set([...appHtml.matchAll(/data-slot="([^"]+)"/g)].map((match) => match[1]!))]
    const stylesheets = new Set<string>()
    const modulePreloads = new Set<string>()
    for (const id of modules) {
      const [key, name] = id.split('/') as [RemoteKey, string]
      const assets = remotes[key]?.assets[name]
      if (!assets) continue
      const base = new URL('..', manifest[key])
      modulePreloads.add(manifest[key])
      assets.css.forEach((css) => stylesheets.add(new URL(css, base).href))
      assets.js.forEach((js) => modulePreloads.add(new URL(js, base).href))
    }
    const html = composeDocument(template, {
      appHtml,
      stylesheets: [...stylesheets],
      modulePreloads: [...modulePreloads],
      record: { kind, path, remotes: releases, modules, readsQuery: renderer.knownPaths.includes(path) },
    })
    styleAttributes(html).forEach((style) => styles.add(style))
    const target = join(staging, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, html)
  }

  const index: ComposedIndex = { pages: {}, notFound: '404.html', frame: 'frame.html', styleHashes: [] }
  for (const path of paths) {
    index.pages[path] = pageFile(path)
    await write(index.pages[path], path, 'page')
  }
  await write(index.notFound, NOT_FOUND_PROBE, 'not-found')
  await write(index.frame, '/', 'frame')
  index.styleHashes = [...styles].map(cspHash)
  writeFileSync(join(staging, 'index.json'), JSON.stringify(index, null, 2))

  const target = join(outDir, COMPOSED_DIR)
  rmSync(target, { recursive: true, force: true })
  renameSync(staging, target)
  writeFileSync(join(outDir, 'sitemap.xml'), sitemap(renderer.siteOrigin, paths))
  return { pages: paths.length + 2, renderMs, slowest }
}
