/**
 * How long the app waits for remotes. A module of its own, free of the federation runtime, so the
 * cross-app tests can read it too.
 */

/**
 * How long a remote may take before its slot gives up and offers a retry. Long enough for a slow
 * 3G phone to fetch an entry and one chunk (~1–3 s), short enough that a stalled server never
 * leaves a visitor looking at "Loading..." forever.
 */
export const REMOTE_TIMEOUT_MS = 8000

/**
 * How long the first render of a page the server did not compose waits for that page's remotes:
 * the page is blank until then, so the wait is short, and a late slot shows "Loading..." instead.
 */
export const FIRST_RENDER_WAIT_MS = 1000

/**
 * How long a composed page waits for the remotes it was composed from before it hydrates. The page
 * is on screen meanwhile; only the shell's own controls wait to become live. A remote later than
 * this cannot hydrate its slot: the slot renders afresh over its server HTML when the remote comes
 * (new nodes, a second render), so the wait is generous: a slow phone fetches an entry and a chunk
 * in 1–3 s. A remote that does not come at all still leaves the header and menu live after it.
 */
export const COMPOSED_REMOTES_WAIT_MS = 3000
