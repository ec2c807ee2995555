import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { remoteKeys, type RemoteKey } from 'shell/tooling/federation/apps'
import { BUILD_ID_PATTERN } from 'shell/tooling/release/release-record-schema'
import { isInternalRequest } from '../http/internal-only'
import type { EventsDb } from '../events-db/open'
import { healthAggregates } from './aggregates'

export const HEALTH_PATH = '/_internal/health'

/** The most step changes one question may name (a rollout has a handful). */
export const MAX_CUTS = 100

const build = z.string().regex(BUILD_ID_PATTERN, 'must be a build id')
const instant = z.iso.datetime({ offset: true })
// The rollout's step changes, comma-separated: the buckets are cut there (aggregates.ts).
const cuts = z
  .string()
  .transform((text) => text.split(','))
  .pipe(
    z
      .array(
        z.iso.datetime({
          offset: true,
          error: 'must be ISO date-times with their offset, comma-separated, like 2026-12-01T10:05:00Z',
        }),
      )
      .max(MAX_CUTS, `at most ${MAX_CUTS} step changes`),
  )
const query = z
  .strictObject({
    stable: build,
    canary: build,
    since: instant,
    until: instant.optional(),
    cuts: cuts.optional(),
  })
  .refine((value) => value.until === undefined || Date.parse(value.until) > Date.parse(value.since), {
    message: 'until must be after since',
    path: ['until'],
  })

/** An outsider gets the site's 404 page: it learns nothing of the route. */
async function internalOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isInternalRequest(request)) return reply.callNotFound()
}

/**
 * `GET /_internal/health/:remote?stable=<build>&canary=<build>&since=<ISO>[&until=<ISO>][&cuts=<ISO>,<ISO>…]`:
 * both arms' aggregates (see aggregates.ts) from the store this server writes, so the release command
 * never opens PGlite's folder beside it (PGlite serves one process), bucketed so that none straddles
 * one of the rollout's step changes (`cuts`; those outside the window change nothing). Loopback
 * clients only.
 */
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
        const { stable, canary, since, until, cuts: changes = [] } = parsed.data
        const aggregates = await healthAggregates(events, {
          remote: remote as RemoteKey,
          stableBuild: stable,
          canaryBuild: canary,
          since: new Date(since),
          until: until === undefined ? now() : new Date(until),
          cuts: changes.map((change) => new Date(change)),
        })
        return reply.header('Cache-Control', 'no-store').send(aggregates)
      },
    )
  }
}
