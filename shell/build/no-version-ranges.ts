import type { Plugin } from 'vite'

/** How the federation runtime imports its semver range checker. */
const SATISFY_ID = '__federation_fn_satisfy'
const RESOLVED_ID = `\0pacanele:${SATISFY_ID}`

/**
 * The federation runtime checks a shared package against a semver range only for a shared entry
 * that names a `requiredVersion`, and none of ours does: the shell checks each remote's shared
 * versions itself, from its `./meta` (`remote/compatibility.ts`). Yet every app's runtime carried the
 * checker, 4.7 KB (1.5 KB gzip) a copy, four copies on a page. This puts a stub in its place that
 * fails loudly if a `requiredVersion` is ever configured.
 */
export function noVersionRanges(): Plugin {
  return {
    name: 'pacanele:no-version-ranges',
    enforce: 'pre',
    resolveId: (id) => (id === SATISFY_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export function satisfy() { throw new Error('requiredVersion is not supported here: the shell checks shared versions from each remote\\'s ./meta') }`
        : undefined,
  }
}
