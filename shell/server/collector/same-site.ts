import type { FastifyRequest } from 'fastify'

/**
 * Whether a POST may come from where it says it comes from: never from another site's page (a
 * browser says so in Sec-Fetch-Site, and names the page's origin in Origin). The page's own origin
 * is one of the shell's origins, or the host the request was sent to (the site behind a proxy).
 * Every browser names the origin of a POST, `sendBeacon`'s included (Fetch standard, "append a request
 * `Origin` header"): a POST without one is not from a page, and is refused.
 */
export function isSameSite(request: FastifyRequest, shellOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false
  const origin = request.headers.origin
  if (origin === undefined) return false
  if (shellOrigins.includes(origin)) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}
