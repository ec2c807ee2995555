import { remoteKeys, type RemoteKey } from '../federation/apps'

export type RemoteManifest = Record<RemoteKey, string>

export const MANIFEST_PATH = '/remotes.json'

function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false
  try {
    const url = new URL(value, 'http://base.invalid')
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Reads `{ "home": url, "categories": url, "faq": url }`. Every remote the manifest names with a
 * valid URL takes it; the rest keep their build-time URL, with a warning so a bad deploy is visible.
 */
export function parseManifest(raw: unknown, fallback: RemoteManifest): RemoteManifest {
  const source =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const manifest = { ...fallback }
  const invalid: RemoteKey[] = []
  for (const key of remoteKeys) {
    const value = source[key]
    if (isEntryUrl(value)) manifest[key] = value
    else invalid.push(key)
  }
  if (invalid.length > 0) {
    console.warn(`remotes.json: no valid URL for ${invalid.join(', ')}; using the build-time URL.`)
  }
  return manifest
}

/** The manifest is preloaded by index.html, so this fetch is served from that request. */
export async function fetchManifest(fallback: RemoteManifest): Promise<RemoteManifest> {
  try {
    const response = await fetch(MANIFEST_PATH)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return parseManifest(await response.json(), fallback)
  } catch (error) {
    console.warn(`remotes.json could not be read (${String(error)}); using the build-time URLs.`)
    return fallback
  }
}
