/** Cache policy: hashed files never change; everything that names them must be revalidated. */
export function cacheControlFor(urlPath: string): string {
  const isHashedAsset = urlPath.startsWith('/assets/') && !urlPath.endsWith('/remoteEntry.js')
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache'
}

export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
