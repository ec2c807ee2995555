import { pageQuery } from '../contract/routes'
import type { RemoteKey } from '../federation/apps'

/** The release of a remote a page was composed from. */
export interface ComposedRelease {
  entry: string
  buildId: string
  /**
   * The canary this remote runs, when the page renders its modules: its build and the files (paths
   * under its origin) they need, fetched at once by its visitors (`remote/canary-hints.ts`).
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
  /**
   * The slots the page's HTML holds, by `data-slot-id`: React's `useId` of each `RemoteSlot` on the
   * server, which hydration gives the same slot again (an id made in the browser never matches one).
   */
  slots: string[]
}

/** What the app's server HTML holds, for its record: the slots' modules (once each) and their ids. */
export function slotsOfAppHtml(appHtml: string): Pick<CompositionRecord, 'modules' | 'slots'> {
  const values = (attribute: string) =>
    [...appHtml.matchAll(new RegExp(` ${attribute}="([^"]+)"`, 'g'))].map((match) => match[1]!)
  return { modules: [...new Set(values('data-slot'))], slots: values('data-slot-id') }
}

/** The slot with this `useId` was rendered on the server into the page the record describes. */
export function isComposedSlot(record: CompositionRecord | null, slotId: string): boolean {
  return record?.slots.includes(slotId) ?? false
}

/** The id of the `<script type="application/json">` that carries the record. */
export const COMPOSITION_ELEMENT_ID = 'composition'

/** The record as the compose step writes it into the page: JSON that cannot close its script element. */
export function serializeCompositionRecord(record: CompositionRecord): string {
  return JSON.stringify(record).replaceAll('<', '\\u003c')
}

/**
 * The record of the page the server sent, when it describes this URL: a host that serves one file
 * for every path, or a query the page was not composed with, gets a fresh render. Parameters the
 * page does not read (utm_*, gclid…) do not count. Null for anything unreadable.
 */
export function readCompositionRecord(doc: Document): CompositionRecord | null {
  try {
    const parsed = JSON.parse(
      doc.getElementById(COMPOSITION_ELEMENT_ID)?.textContent ?? 'null',
    ) as CompositionRecord | null
    const { pathname, search } = doc.location
    const describesThisUrl =
      parsed !== null &&
      (parsed.kind === 'not-found' ||
        (parsed.kind === 'page' && parsed.path === pathname && parsed.query === pageQuery(pathname, search)))
    return describesThisUrl ? parsed : null
  } catch {
    return null
  }
}

/** Whether the record lists a canary's files: this visitor's releases are then worth resolving early. */
export function listsCanary(record: CompositionRecord | null): boolean {
  return Object.values(record?.remotes ?? {}).some((release) => release.canary !== undefined)
}

/** The server said "not found" for the document's own URL (e.g. a game slug it does not know). */
export function isComposedNotFound(record: CompositionRecord | null, locationKey: string): boolean {
  return record?.kind === 'not-found' && locationKey === 'default'
}
