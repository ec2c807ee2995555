import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { remoteKeys, type RemoteKey } from 'shell/tooling/federation/apps'
import { BUILD_ID_PATTERN } from 'shell/tooling/release/release-record-schema'
import { isInternalRequest } from '../http/internal-only'
import type { EventsDb } from '../events-db/open'
import { healthAggregates } from './aggregates'

export const HEALTH_PATH = '/_internal/health'

const build = z.string().regex(BUILD_ID_PATTERN, 'must be a build id')
const query = z
  .strictObject({
    stable: build,
    canary: build,
    since: z.iso.datetime({ offset: true }),
    until: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((value) => value.until === undefined || Date.parse(value.until) > Date.parse(value.since), {
    message: 'until must be after since',
    path: ['until'],
  })

/**
 * `GET /_internal/health/:remote?stable=<build>&canary=<build>&since=<ISO>[&until=<ISO>]`: both
 * arms' aggregates (see aggregates.ts) from the store this server writes, so the release command
 * never opens PGlite's folder beside it (PGlite serves one process). Loopback clients only.
 */
/** An outsider gets the site's 404 page: it learns nothing of the route. */
async function internalOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isInternalRequest(request)) return reply.callNotFound()
}

export function healthRoute(events: EventsDb, now: () => Date = () => new Date()) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { remote: string }; Querystring: Record<string, string> }>(
      `${HEALTH_PATH}/:remote`,
      { onRequest: internalOnly },
      async (request, reply) => {
        const { remote } = request.params
        if (!(remoteKeys as readonly string[]).includes(remote))
          return reply.code(404).send({ error: `"${remote}" is not a remote of this shell` })
        const parsed = query.safeParse(request.query)
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!
          return reply.code(400).send({ error: `${issue.path.join('.') || 'query'}: ${issue.message}` })
        }
        const { stable, canary, since, until } = parsed.data
        const aggregates = await healthAggregates(events, {
          remote: remote as RemoteKey,
          stableBuild: stable,
          canaryBuild: canary,
          since: new Date(since),
          until: until === undefined ? now() : new Date(until),
        })
        return reply.header('Cache-Control', 'no-store').send(aggregates)
      },
    )
  }
}
