/**
 * The monolith baseline of `pnpm bench:federation`: the shell built with the remotes' exposed modules
 * bundled in (`shell/build/monolith.ts`, into `shell/dist-monolith/`), serving the very pages the
 * compose step wrote for the federated site. A composed page's body and its remote stylesheets (on
 * the shell's origin) stay as they are; only what names JS changes:
 * - the tags Vite put in the shell's `index.html` (its script, preloads, stylesheet, the remotes'
 *   preconnects) become those it put in the monolith's;
 * - the preloads of the remotes' JS become preloads of the monolith chunks of the same exposed
 *   modules (the composition record lists them), with the chunks they import.
 * Served by the production server's own code (`createAppServer`) on a port the system picks.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createAppServer } from 'site-server/app-server'
import { MONOLITH_OUT_DIR } from 'shell/tooling/build/monolith'
import { isSharedChunk } from 'shell/tooling/federation/plugin/chunk-names'
import { remoteDir, type RemoteName } from '../support/apps'
import { repo } from '../support/deploy'

const shellDist = join(repo, 'shell/dist')
export const monolithDist = join(repo, 'shell', MONOLITH_OUT_DIR)

interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** The preloads template the shell's build writes into its index.html (and compose into each page). */
const PRELOADS_TEMPLATE = /<template data-preloads>[\s\S]*?<\/template>/

function preloadsTemplate(html: string): string {
  const template = PRELOADS_TEMPLATE.exec(html)?.[0]
  if (!template) throw new Error('an index.html without its preloads template')
  return template
}

/** The tags Vite writes into an index.html it builds, beside that template: the entry, its stylesheet, hints. */
const viteTags = (html: string): string[] =>
  html
    .replace(PRELOADS_TEMPLATE, '')
    .match(
      /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="(?:stylesheet|preconnect)"[^>]*>/g,
    ) ?? []

/** A remote's modules from its origin, as compose hints them. */
const REMOTE_PRELOAD = /<link rel="modulepreload" href="https?:\/\/[^"]+"[^>]*>/g

/** A preload of one of the shell's own files. */
const LOCAL_PRELOAD = /<link rel="modulepreload" href="\/assets\/([^"]+)"[^>]*>/g

/**
 * Drops the preloads of the federation runtime's shared-package chunks (and Rollup's CommonJS
 * helpers they import), which compose hints and a monolith has none of.
 */
const withoutSharedPreloads = (html: string) =>
  html.replace(LOCAL_PRELOAD, (tag, file: string) =>
    isSharedChunk(file) || file.startsWith('_commonjsHelpers-') ? '' : tag,
  )

function composedModules(html: string): string[] {
  const record = /<script type="application\/json" id="composition">(.*?)<\/script>/s.exec(html)?.[1]
  return record ? (JSON.parse(record) as { modules: string[] }).modules : []
}

/** The files of some manifest entries and of every chunk they import. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the monolith build's manifest has no ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/** What the monolith loads for some exposed modules beyond its entry (which the page loads anyway). */
function chunksOf(manifest: Manifest, modules: string[]): string[] {
  const entry = closure(manifest, ['index.html'])
  const keys = modules.map((id) => {
    const [remote, name] = id.split('/') as [RemoteName, string]
    return `../${remoteDir(remote)}/src/exposed/${name}.tsx`
  })
  return [...closure(manifest, keys)].filter((file) => !entry.has(file))
}

interface ShellTags {
  tags: string[]
  preloads: string
}

function rewritePage(html: string, federated: ShellTags, monolith: ShellTags, manifest: Manifest): string {
  const federatedTags = federated.tags
  const monolithTags = monolith.tags
  if (!html.includes(federated.preloads))
    throw new Error("a composed page lacks the shell's preloads template")
  html = html.replace(federated.preloads, monolith.preloads)
  const missing = federatedTags.find((tag) => !html.includes(tag))
  if (missing) throw new Error(`a composed page lacks the shell's ${missing}`)
  // Vite writes one tag a line: the first gives its place to the monolith's tags, the others go.
  const [first = '', ...others] = federatedTags
  const page = html
    .split('\n')
    .filter((line) => !others.includes(line.trim()))
    .join('\n')
    .replace(first, monolithTags.join('\n    '))
  const preloads = chunksOf(manifest, composedModules(page))
    .map((file) => `<link rel="modulepreload" href="/${file}" crossorigin>`)
    .join('')
  // The remotes' preloads become the monolith's, in the same place: requested once the stylesheets are in.
  const emptied = withoutSharedPreloads(page).replace(REMOTE_PRELOAD, '')
  const emptyTemplate = '<template data-preloads></template>'
  if (preloads && !emptied.includes(emptyTemplate))
    throw new Error('a composed page without its preloads template')
  return emptied.replace(emptyTemplate, `<template data-preloads>${preloads}</template>`)
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return htmlFiles(path)
    return name.endsWith('.html') ? [path] : []
  })
}

/**
 * Builds the monolith and gives it the federated site's composed pages (run `pnpm build` first: the
 * pages, their published stylesheets and `release-record.json` come from `shell/dist`).
 */
export function buildMonolithSite(): void {
  execFileSync('pnpm', ['--dir', join(repo, 'shell'), 'build:monolith'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const manifest = JSON.parse(readFileSync(join(monolithDist, '.vite/manifest.json'), 'utf8')) as Manifest
  const shellTags = (html: string): ShellTags => ({ tags: viteTags(html), preloads: preloadsTemplate(html) })
  const federated = shellTags(readFileSync(join(shellDist, 'index.html'), 'utf8'))
  const monolith = shellTags(readFileSync(join(monolithDist, 'index.html'), 'utf8'))
  const composed = join(monolithDist, 'composed')
  rmSync(composed, { recursive: true, force: true })
  cpSync(join(shellDist, 'composed'), composed, { recursive: true })
  cpSync(join(shellDist, 'assets/remote-css'), join(monolithDist, 'assets/remote-css'), { recursive: true })
  cpSync(join(shellDist, 'release-record.json'), join(monolithDist, 'release-record.json'))
  for (const file of htmlFiles(composed))
    writeFileSync(file, rewritePage(readFileSync(file, 'utf8'), federated, monolith, manifest))
}

export async function serveMonolithSite(): Promise<{ origin: string; stop: () => void }> {
  const server = await createAppServer({ root: monolithDist, kind: 'shell', shellOrigins: [] })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, stop: () => void server.close() }
}
