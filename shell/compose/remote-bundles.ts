import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RemoteKey } from '../src/federation/apps'
import type { RemoteServerEntry } from '../src/page-format/server-entry'

/** Where a remote's server bundle sits, next to its client entry (`…/assets/remoteEntry.js`). */
export function serverBundleUrl(entryUrl: string): URL {
  return new URL('../server/entry.mjs', entryUrl)
}

/** Sends the bundles' imports of the shared packages to the renderer's own copies. */
export function redirectSharedImports(
  bundlesDir: string,
  rendererFile: string,
  shared: readonly string[],
): void {
  register('./shared-imports-hook.mjs', import.meta.url, {
    data: {
      bundlesDir: pathToFileURL(bundlesDir).href + '/',
      rendererUrl: pathToFileURL(rendererFile).href,
      shared,
    },
  })
}

async function readBundle(source: URL | string): Promise<Uint8Array> {
  if (typeof source === 'string') return readFileSync(source)
  const response = await fetch(source, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

export interface RemoteBundle {
  /** The bundle as saved, for worker threads to import in their turn. */
  file: string
  entry: RemoteServerEntry
}

/**
 * Loads one remote's server bundle, from its URL (as a real deploy would) or a local file. Each
 * version gets a file named after its content, so composing twice in one process loads both.
 * `check` sees the bytes first and throws to refuse them: a refused bundle is never run.
 */
export async function loadRemoteBundle(
  key: RemoteKey,
  source: URL | string,
  bundlesDir: string,
  check: (code: Uint8Array) => void = () => undefined,
): Promise<RemoteBundle> {
  const code = await readBundle(source)
  check(code)
  const file = join(bundlesDir, `${key}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  mkdirSync(bundlesDir, { recursive: true })
  writeFileSync(file, code)
  return { file, entry: await importBundle(file) }
}

export async function importBundle(file: string): Promise<RemoteServerEntry> {
  return (await import(pathToFileURL(file).href)) as RemoteServerEntry
}
