import type { Plugin } from 'vite'
import { pluginChanged } from './installed'

/** How the federation runtime imports its semver range checker. */
const SATISFY_ID = '__federation_fn_satisfy'
const RESOLVED_ID = `\0pacanele:${SATISFY_ID}`

/**
 * The federation runtime checks a shared package against a semver range only for a shared entry
 * that names a `requiredVersion`, and none of ours does: the shell checks each remote's shared
 * versions itself, from its `./meta` (`remote/compatibility.ts`). Yet every app's runtime carried the
 * checker, 4.7 KB (1.5 KB gzip) a copy, four copies on a page. This puts a stub in its place that
 * fails loudly if a `requiredVersion` is ever configured, and fails the build if the runtime no
 * longer imports the checker under that name (the stub would then replace nothing).
 */
export function noVersionRanges(): Plugin {
  let isBuild = false
  let replaced = false
  return {
    name: 'pacanele:no-version-ranges',
    enforce: 'pre',
    configResolved: (config) => void (isBuild = config.command === 'build'),
    buildStart: () => void (replaced = false),
    resolveId(id) {
      if (id !== SATISFY_ID) return undefined
      replaced = true
      return RESOLVED_ID
    },
    load: (id) =>
      id === RESOLVED_ID
        ? `export function satisfy() { throw new Error('requiredVersion is not supported here: the shell checks shared versions from each remote\\'s ./meta') }`
        : undefined,
    buildEnd(error) {
      if (isBuild && !error && !replaced)
        throw pluginChanged('satisfy-stub', `the runtime no longer imports '${SATISFY_ID}'`)
    },
  }
}
