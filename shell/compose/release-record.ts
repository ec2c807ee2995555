import { createHash } from 'node:crypto'
import { remoteKeys, type RemoteKey } from '../src/federation/apps'
import {
  BUILD_ID_PATTERN,
  parseReleaseRecord,
  type ReleaseRecord,
} from '../src/release/release-record-schema'
import type { ComposeBuilds } from './compose-builds'
import { serverBundleUrl } from './remote-bundles'

/** One remote as this checkout built it: where its entry is served, its build id, its server bundle. */
export interface LocalBuild {
  entry: string
  buildId: string | undefined
  serverBundle: Uint8Array
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * The release record (release-record.json version 2) of a build: each remote stable at the build it made,
 * its server bundle pinned by SHA-256, nothing else listed. Its build id is the remote's own
 * (`remoteMeta.buildId`), so the pages' records, the events and the file name the same build.
 */
export function releaseRecord(builds: Record<RemoteKey, LocalBuild>): ReleaseRecord {
  const remotes: ReleaseRecord['remotes'] = {}
  for (const key of remoteKeys) {
    const { entry, buildId, serverBundle } = builds[key]
    const sha = sha256(serverBundle)
    const build = buildId !== undefined && BUILD_ID_PATTERN.test(buildId) ? buildId : sha.slice(0, 16)
    remotes[key] = {
      stable: { build, entry, serverBundle: { url: serverBundleUrl(entry).href, sha256: sha } },
      candidates: {},
      blocked: [],
    }
  }
  const record: ReleaseRecord = { version: 2, remotes }
  const checked = parseReleaseRecord(JSON.parse(JSON.stringify(record)))
  if (!checked.ok) throw new Error(`the release record would be invalid:\n  ${checked.errors.join('\n  ')}`)
  return record
}

/** A server bundle compose would run with no recorded SHA-256: stable's, or a running canary's. */
export interface UnpinnedBundle {
  remote: RemoteKey
  url: string
  canary?: string
}

export function unpinnedBundles({ bundles, canaries }: ComposeBuilds): UnpinnedBundle[] {
  const stable = remoteKeys
    .filter((key) => bundles[key].sha256 === undefined)
    .map((remote) => ({ remote, url: bundles[remote].url.href }))
  const canary = (Object.entries(canaries) as Array<[RemoteKey, NonNullable<(typeof canaries)[RemoteKey]>]>)
    .filter(([, release]) => release.bundle.sha256 === undefined)
    .map(([remote, release]) => ({ remote, url: release.bundle.url.href, canary: release.build }))
  return [...stable, ...canary]
}

/** Why each bundle is refused, and how its remote gets pinned. */
export function unpinnedAdvice(unpinned: readonly UnpinnedBundle[]): string[] {
  return [
    ...unpinned.map(
      ({ remote, url, canary }) =>
        `${remote}${canary ? ` (canary ${canary})` : ''}: release-record.json records no SHA-256 for its server bundle ${url}`,
    ),
    'pin it: deploy the release-record.json that pnpm build writes (version 2, each server bundle pinned), or',
    ...[...new Set(unpinned.map(({ remote }) => remote))].map(
      (remote) =>
        `  pnpm release ${remote} candidate <build> --entry <its remoteEntry.js> && pnpm release ${remote} promote <build>`,
    ),
    '(pnpm release records the SHA-256 of the bundle it checked); --allow-unpinned composes without it.',
  ]
}
