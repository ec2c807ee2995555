import type { FastifyReply, FastifyRequest } from 'fastify'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Internal routes answer only a client on this machine. A request a proxy forwarded (nginx runs on
 * this machine too, so its socket is loopback) names the real client in a header: it is refused as
 * well. A refusal is the site's 404 page: an outsider learns nothing of the route.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const forwarded =
    request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip']
  if (LOOPBACK.has(request.socket.remoteAddress ?? '') && forwarded === undefined) return
  return reply.callNotFound()
}
