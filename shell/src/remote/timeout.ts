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
