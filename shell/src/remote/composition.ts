import { pageQuery } from '../contract/routes'
import type { RemoteKey } from '../federation/apps'
import type { RemoteMeta } from '../federation/remote-meta'

/** The files (paths under the remote's origin) one exposed module needs in the browser. */
export interface ClientAssets {
  [exposed: string]: { js: string[]; css: string[] }
}

/** What a remote's server bundle (`<remote origin>/server/entry.mjs`) exports. */
export interface RemoteServerEntry {
  remoteMeta: RemoteMeta
  assets: ClientAssets
  /** Pages the remote owns beyond the shell's route table (a page per game, later list pages). */
  canonicalPaths?: readonly string[]
  [exposed: string]: unknown
}

/** The release of a remote a page was composed from. */
export interface ComposedRelease {
  entry: string
  buildId: string
  /**
   * The canary this remote runs, when the page renders its modules: its build and the files (paths
   * under its origin) they need, fetched at once by its visitors (`canary-hints.ts`).
   */
  canary?: { buildId: string; files: string[] }
}

/**
 * Written into every composed page: what it is and which remote builds it was composed from.
 * `page` is a canonical page rendered in full; `not-found` is the 404 page, served for any unknown
 * path; `frame` is the layout alone, served for URLs whose content depends on a query that was not
 * composed (search, filters).
 */
export interface CompositionRecord {
  kind: 'page' | 'not-found' | 'frame'
  path: string
  /** The query the page was composed with, in `pageQuery`'s form: `''`, or `pagina=2`. */
  query: string
  remotes: Partial<Record<RemoteKey, ComposedRelease>>
  /** The exposed modules the page renders, as `remote/Module`. */
  modules: string[]
}

export const COMPOSITION_ELEMENT_ID = 'composition'

let record: CompositionRecord | null = null

/**
 * Reads the record of the page the server sent. It counts only when it describes this URL: a host
 * that serves one file for every path, or a query the page was not composed with, gets a fresh
 * render. Parameters the page does not read (utm_*, gclid…) do not count.
 */
export function readComposition(doc: Document = document): CompositionRecord | null {
  try {
    const parsed = JSON.parse(
      doc.getElementById(COMPOSITION_ELEMENT_ID)?.textContent ?? 'null',
    ) as CompositionRecord | null
    const { pathname, search } = doc.location
    const describesThisUrl =
      parsed !== null &&
      (parsed.kind === 'not-found' ||
        (parsed.kind === 'page' && parsed.path === pathname && parsed.query === pageQuery(pathname, search)))
    record = describesThisUrl ? parsed : null
  } catch {
    record = null
  }
  return record
}

/** Whether the page's record lists a canary's files, read before the app runs (`boot/main.ts`). */
export function hintsCanary(doc: Document = document): boolean {
  try {
    const parsed = JSON.parse(
      doc.getElementById(COMPOSITION_ELEMENT_ID)?.textContent ?? 'null',
    ) as CompositionRecord | null
    return Object.values(parsed?.remotes ?? {}).some((release) => release.canary !== undefined)
  } catch {
    return false
  }
}

export function composedRecord(): CompositionRecord | null {
  return record
}

/** The server said "not found" for the document's own URL (e.g. a game slug it does not know). */
export function isComposedNotFound(locationKey: string): boolean {
  return record?.kind === 'not-found' && locationKey === 'default'
}
