import { createHash } from 'node:crypto'
import { remoteKeys, type RemoteEntryUrls, type RemoteKey } from '../src/federation/apps'
import { parseReleaseRecord, type Release } from '../src/release/release-record-schema'
import { canaryBuilds, stableBuilds } from '../src/release/resolve'
import { serverBundleUrl } from './remote-bundles'

/** Where compose takes a remote's server bundle, and the SHA-256 recorded for it, if any. */
export interface ServerBundleSource {
  url: URL
  sha256?: string
}

/** What compose renders: every visitor's build of each remote, never a canary or a preview. */
export interface ComposeBuilds {
  /** Each remote's entry, absolute (relative entries are relative to the record, as in the browser). */
  entries: RemoteEntryUrls
  bundles: Record<RemoteKey, ServerBundleSource>
  /**
   * Each running canary's build, entry and server bundle: compose reads only the files its modules
   * need (`assets`), for the pages' hints; it renders nothing with it.
   */
  canaries: Partial<Record<RemoteKey, { build: string; entry: string; bundle: ServerBundleSource }>>
}

/**
 * Reads a deployed release record (version 1 or 2) for compose: each remote's stable build (previous when
 * stable is blocked), the build-time URL for a remote it leaves out. A record with a fault is
 * refused (thrown): composing from half a release record would serve pages of a build nobody chose.
 */
export function composeBuilds(raw: unknown, base: string, defaults: RemoteEntryUrls): ComposeBuilds {
  const parsed = parseReleaseRecord(raw)
  if (!parsed.ok) throw new Error(`the release record is invalid:\n  ${parsed.errors.join('\n  ')}`)
  const stable = stableBuilds(parsed.record)
  const entries = {} as RemoteEntryUrls
  const bundles = {} as Record<RemoteKey, ServerBundleSource>
  for (const key of remoteKeys) {
    const release = stable[key]
    if (!release && parsed.record.remotes[key])
      throw new Error(`every build of ${key} is blocked: there is nothing to compose it with`)
    entries[key] = new URL(release?.entry ?? defaults[key], base).href
    bundles[key] = release?.serverBundle
      ? { url: new URL(release.serverBundle.url, base), sha256: release.serverBundle.sha256 }
      : { url: serverBundleUrl(entries[key]) }
  }
  const canaries: ComposeBuilds['canaries'] = {}
  for (const [key, release] of Object.entries(canaryBuilds(parsed.record)) as Array<[RemoteKey, Release]>) {
    const entry = new URL(release.entry, base).href
    canaries[key] = {
      build: release.build,
      entry,
      bundle: release.serverBundle
        ? { url: new URL(release.serverBundle.url, base), sha256: release.serverBundle.sha256 }
        : { url: serverBundleUrl(entry) },
    }
  }
  return { entries, bundles, canaries }
}

/** A server bundle whose SHA-256 is not the one recorded is another file than the one released. */
export function checkBundleHash(code: Uint8Array, source: ServerBundleSource): void {
  if (source.sha256 === undefined) return
  const sha256 = createHash('sha256').update(code).digest('hex')
  if (sha256 !== source.sha256)
    throw new BundleHashMismatch(
      `${source.url.href} is not the server bundle release-record.json recorded (SHA-256 ${sha256}, recorded ${source.sha256})`,
    )
}

export class BundleHashMismatch extends Error {
  override name = 'BundleHashMismatch'
}
