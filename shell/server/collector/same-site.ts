import type { FastifyRequest } from 'fastify'

/**
 * Whether a POST may come from where it says it comes from: never from another site's page (a
 * browser says so in Sec-Fetch-Site, and names the page's origin in Origin). The page's own origin
 * is one of the shell's origins, or the host the request was sent to (the site behind a proxy).
 * A client that is not a browser sends neither header, and cannot be another site's page either.
 */
export function isSameSite(request: FastifyRequest, shellOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (shellOrigins.includes(origin)) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}
