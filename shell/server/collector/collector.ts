import type { FastifyInstance, FastifyReply } from 'fastify'
import * as z from 'zod'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import type { PageStatus } from 'shell/tooling/lib/status-pages'
import type { ReleaseManifest } from 'shell/tooling/release/manifest-schema'
import type { EventsDb } from '../events-db/open'
import { batchWriter } from './batch-writer'
import { registerClientLimits } from './client-limits'
import { engineOf } from './engine'
import { batchSchema, pageViewsOf, stampedBuilds, validEvents } from './event-schema'
import { failureLog } from './failures'
import { isInternalRequest } from '../http/internal-only'
import { readEvents } from './read-events'
import { knownBuilds } from './known-builds'
import { keepRetention } from './retention'
import { isSameSite } from './same-site'

/** The largest batch body taken: a page view's events fit many times over. */
export const MAX_BODY_BYTES = 64 * 1024
/** Batches that may wait for a commit before the collector asks clients to come back later. */
export const MAX_QUEUED_BATCHES = 2000
/** What a refused client is told to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 2

export const INTERNAL_EVENTS_PATH = '/_internal/events'
/** The collector's own health: batches it failed to store (failures.ts). Loopback only. */
export const INTERNAL_COLLECTOR_PATH = '/_internal/collector'

const refusedByStore = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown } | null)?.code))

export interface CollectorOptions {
  db: EventsDb
  retentionDays: number
  /** Origins the site's pages are served from. */
  shellOrigins: readonly string[]
  /** Answers a refusal as the site's other refusals are: the status page. */
  sendStatus: (reply: FastifyReply, status: PageStatus) => FastifyReply
  maxQueued?: number
  /** Where a failure to store is logged (console.error: the server's own logger is off). */
  logFailure?: (line: string) => void
  now?: () => Date
  /** Client addresses exempt from the per-client limits (client-limits.ts). */
  unlimitedClients?: readonly string[]
  /** The release record the server serves (its one reader of `remotes.json`). */
  releaseRecord: () => ReleaseManifest | null
}

const readQuery = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
})

/**
 * The collector: POST /api/events takes a page's batch, keeps what the event registry names, and
 * answers 202 once it is committed; GET /_internal/events lets tools on this machine read the store.
 */
export async function registerCollector(app: FastifyInstance, options: CollectorOptions): Promise<void> {
  const { db, sendStatus } = options
  const isKnownBuild = knownBuilds(options.releaseRecord)
  const writer = batchWriter(db, { maxQueued: options.maxQueued ?? MAX_QUEUED_BATCHES })
  const failures = failureLog(options.logFailure, options.now)
  const stopRetention = keepRetention(db, options.retentionDays, (error) =>
    app.log.error({ error }, 'retention sweep failed'),
  )
  app.addHook('onClose', async () => {
    await stopRetention()
    await writer.drained()
  })
  const comeBackLater = (reply: FastifyReply) =>
    sendStatus(reply.header('Retry-After', String(RETRY_AFTER_SECONDS)), 503)

  await app.register(async (scope) => {
    // JSON only: a form's or a text body is not a batch (and not something a page of ours sends).
    scope.removeContentTypeParser(['text/plain'])
    scope.addHook('onRequest', async (request, reply) => {
      if (!isSameSite(request, options.shellOrigins)) return sendStatus(reply, 403)
    })
    const limits = await registerClientLimits(scope, options.unlimitedClients)
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = error.statusCode ?? 500
      // 429: the client's batch limit (its Retry-After is set already).
      if (status === 413 || status === 429) return sendStatus(reply, status)
      return sendStatus(reply, status < 500 ? 400 : 500)
    })
    const route = { bodyLimit: MAX_BODY_BYTES, config: { rateLimit: limits.batchLimit } }
    scope.post(COLLECTOR_PATH, route, async (request, reply) => {
      const body = batchSchema.safeParse(request.body)
      if (!body.success) return sendStatus(reply, 400)
      const events = validEvents(body.data.events)
      // A build the release record does not know is not one a page of the site loaded.
      if (!stampedBuilds(events).every(([remote, build]) => isKnownBuild(remote, build)))
        return sendStatus(reply, 403)
      const wait = await limits.countPageViews(request, pageViewsOf(events))
      if (wait !== null) return sendStatus(reply.header('Retry-After', String(wait)), 429)
      const engine = engineOf(request.headers['user-agent'])
      const rows = events.map((event) => ({
        ...event,
        batch: body.data.batch,
        engine,
      }))
      try {
        if (!(await writer.write(rows))) {
          failures.record('the write queue is full')
          return comeBackLater(reply)
        }
      } catch (error) {
        // A value the store refuses (SQLSTATE class 22, data exception, or 23, a constraint) fails
        // again on every replay: the batch is refused; anything else may pass later.
        if (refusedByStore(error)) return sendStatus(reply, 400)
        failures.record(`the store failed: ${error instanceof Error ? error.message : String(error)}`)
        return comeBackLater(reply)
      }
      return reply.code(202).header('Cache-Control', 'no-store').send({ accepted: rows.length })
    })
  })

  app.get(INTERNAL_COLLECTOR_PATH, async (request, reply) => {
    if (!isInternalRequest(request)) return reply.callNotFound()
    return reply.header('Cache-Control', 'no-store').send(failures.snapshot())
  })

  app.get(INTERNAL_EVENTS_PATH, async (request, reply) => {
    if (!isInternalRequest(request)) return reply.callNotFound()
    const query = readQuery.safeParse(request.query)
    if (!query.success) return sendStatus(reply, 400)
    const events = await readEvents(db, query.data)
    return reply.header('Cache-Control', 'no-store').send({ events })
  })
}
