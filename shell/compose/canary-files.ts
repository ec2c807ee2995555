import type { RemoteKey } from '../src/federation/apps'
import type { CompositionRecord } from '../src/page-format/composition-record'
import type { ClientAssets } from '../src/page-format/server-entry'

/** Each running canary's build and the files (paths under its origin) each of its modules needs. */
export type CanaryAssets = Partial<Record<RemoteKey, { build: string; assets: ClientAssets }>>

/**
 * A page's record of the builds it was composed from, with each running canary's files for the
 * modules this page renders: a canary visitor's browser fetches them all at once instead of one
 * import after another (`remote/canary-hints.ts`). A remote the page does not render gets no hint;
 * the paths stay relative, so the browser resolves them against the entry it actually loads.
 */
export function withCanaryFiles(
  releases: CompositionRecord['remotes'],
  modules: readonly string[],
  canaries: CanaryAssets,
): CompositionRecord['remotes'] {
  const hinted: CompositionRecord['remotes'] = { ...releases }
  for (const [key, canary] of Object.entries(canaries) as Array<
    [RemoteKey, NonNullable<CanaryAssets[RemoteKey]>]
  >) {
    const release = releases[key]
    if (!release || release.buildId === canary.build) continue
    const files = new Set<string>()
    for (const id of modules) {
      const [remote, name] = id.split('/') as [string, string]
      if (remote === key) canary.assets[name]?.js.forEach((file) => files.add(file))
    }
    if (files.size > 0) hinted[key] = { ...release, canary: { buildId: canary.build, files: [...files] } }
  }
  return hinted
}
