import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { RemoteKey } from '../src/federation/apps'
import type { CompositionRecord, RemoteServerEntry } from '../src/prerender/composition'
import type * as RendererModule from '../src/prerender/render'
import type { RemoteManifest } from '../src/remote/manifest'
import { styleAttributes } from './composed-index'
import { composeDocument } from './document'

export type Renderer = typeof RendererModule

const RENDER_ORIGIN = 'http://compose.invalid'

export interface PageJob {
  /** Where the page goes, relative to the composed folder. */
  file: string
  path: string
  kind: CompositionRecord['kind']
}

export interface PageContext {
  renderer: Renderer
  remotes: Partial<Record<RemoteKey, RemoteServerEntry>>
  manifest: RemoteManifest
  template: string
  releases: CompositionRecord['remotes']
}

/** One page as served: the app rendered for its path inside the shell's index.html. */
export async function composePage(
  { renderer, remotes, manifest, template, releases }: PageContext,
  { path, kind }: PageJob,
): Promise<string> {
  const appHtml = await renderer.renderApp(RENDER_ORIGIN + path, kind === 'frame' ? 'frame' : 'page')
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
  return composeDocument(template, {
    appHtml,
    stylesheets: [...stylesheets],
    modulePreloads: [...modulePreloads],
    record: { kind, path, remotes: releases, modules, readsQuery: renderer.knownPaths.includes(path) },
  })
}

export interface PageResult {
  ms: number
  /** The page's style attributes, for the CSP hashes. */
  styles: string[]
}

export interface PageQueue {
  jobs: PageJob[]
  /** One Int32, shared by every thread: the index of the next job to take. */
  next: SharedArrayBuffer
  staging: string
}

/**
 * Renders and writes jobs from the queue until none is left. Each thread takes the next page when it
 * is free, so one slowed down by other load takes fewer.
 */
export async function renderPages(context: PageContext, { jobs, next, staging }: PageQueue) {
  const counter = new Int32Array(next)
  const done: Array<[number, PageResult]> = []
  for (let index = Atomics.add(counter, 0, 1); index < jobs.length; index = Atomics.add(counter, 0, 1)) {
    const job = jobs[index]!
    const started = performance.now()
    const html = await composePage(context, job)
    done.push([index, { ms: performance.now() - started, styles: styleAttributes(html) }])
    const target = join(staging, job.file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, html)
  }
  return done
}
