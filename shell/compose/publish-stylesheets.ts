import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RemoteEntryUrls, RemoteKey } from '../src/federation/apps'
import type { RemoteServerEntry } from '../src/page-format/server-entry'

/** Where the copies go, under the shell's `/assets/` (served immutable: the names hold a hash). */
export const PUBLISHED_CSS_DIR = 'assets/remote-css'

/** Reads one file of a remote's deploy by its URL: fetched, or from the remote's local `dist/`. */
export type RemoteFileReader = (key: RemoteKey, url: URL) => Promise<string>

/**
 * Copies every stylesheet the remotes' exposed modules need into the shell's deployed folder, under
 * names made of the remote and the content's hash. A composed page links these copies, so its first
 * paint waits only for the shell's own origin: a remote origin that stalls cannot blank the page.
 * Copies are never deleted: a page composed earlier, still in a browser's cache, keeps its styles.
 * Returns the copy's path for each remote URL.
 */
export async function publishStylesheets(
  remotes: Partial<Record<RemoteKey, RemoteServerEntry>>,
  entryUrls: RemoteEntryUrls,
  outDir: string,
  read: RemoteFileReader,
): Promise<Record<string, string>> {
  const copies: Record<string, string> = {}
  mkdirSync(join(outDir, PUBLISHED_CSS_DIR), { recursive: true })
  for (const [key, entry] of Object.entries(remotes) as Array<[RemoteKey, RemoteServerEntry]>) {
    const base = new URL('..', entryUrls[key])
    const files = new Set(Object.values(entry.assets).flatMap((assets) => assets.css))
    for (const file of files) {
      const url = new URL(file, base)
      const css = await read(key, url)
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 12)
      const name = `${key}-${hash}.css`
      writeFileSync(join(outDir, PUBLISHED_CSS_DIR, name), css)
      copies[url.href] = `/${PUBLISHED_CSS_DIR}/${name}`
    }
  }
  return copies
}
