import type { FastifyRequest } from 'fastify'

export const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Whether a request may read the server's internal paths (`/_internal/…`: the stored events, the
 * release health): only a tool on the same machine, talking to the Node server directly. A request a
 * proxy forwarded also comes from loopback, so one carrying a proxy's headers is refused too (nginx
 * never proxies these paths, and marks what it does proxy).
 */
export function isInternalRequest(request: FastifyRequest): boolean {
  const proxied = ['via', 'forwarded', 'x-forwarded-for'].some((name) => request.headers[name] !== undefined)
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '')
}
