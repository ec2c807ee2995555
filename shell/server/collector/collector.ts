import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import type { PageStatus } from 'shell/tooling/lib/status-pages'
import type { ReleaseRecord } from 'shell/tooling/release/release-record-schema'
import type { EventsDb } from '../events-db/open'
import { batchWriter } from './batch-writer'
import { clientLimits } from './client-limits'
import { engineOf } from './engine'
import { batchSchema, pageViewsOf, stampedBuilds, validEvents } from './event-schema'
import { faultLog } from './faults'
import { collectorHealth } from './fleet-faults'
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
/** The collector's own health: the fleet's faults of the last hour (fleet-faults.ts). Loopback only. */
export const INTERNAL_COLLECTOR_PATH = '/_internal/collector'

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '')
const refusedByStore = (error: unknown) => /^2[23]/.test(codeOf(error))

export interface CollectorOptions {
  db: EventsDb
  retentionDays: number
  /** Origins the site's pages are served from. */
  shellOrigins: readonly string[]
  /** Answers a refusal as the site's other refusals are: the status page. */
  sendStatus: (reply: FastifyReply, status: PageStatus) => FastifyReply
  maxQueued?: number
  /** The clock faults are counted and logged by (faults.ts). */
  now?: () => Date
  /** Client addresses exempt from the per-client limits (client-limits.ts). */
  unlimitedClients?: readonly string[]
  /** Fastify's `trustProxy` is set: a client is the address the trusted proxies forwarded for. */
  trustsProxies?: boolean
  /** The release record the server serves (its one reader of `release-record.json`). */
  releaseRecord: () => ReleaseRecord | null
}

const readQuery = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  view: z.uuid().optional(),
})

/**
 * The collector: POST /api/events takes a page's batch, keeps what the event registry names, and
 * answers 202 once it is committed; GET /_internal/events lets tools on this machine read the store.
 */
export async function registerCollector(app: FastifyInstance, options: CollectorOptions): Promise<void> {
  const { db, sendStatus } = options
  const isKnownBuild = knownBuilds(options.releaseRecord)
  const writer = batchWriter(db, { maxQueued: options.maxQueued ?? MAX_QUEUED_BATCHES })
  const now = options.now ?? (() => new Date())
  const faults = faultLog(db, app.log, now)
  const stopHearing = db.onFault((fault) => {
    const detail = { err: 'error' in fault ? fault.error : undefined }
    if (fault.kind === 'restarted') faults.record('store', 'restarted', { downMs: fault.downMs })
    else if (fault.kind === 'reopen-failed')
      faults.record('store', 'reopen-failed', { ...detail, attempt: fault.attempt })
    else faults.record('store', fault.kind, detail)
  })
  const stopRetention = keepRetention(db, options.retentionDays, (error) =>
    faults.record('retention', 'the sweep failed', { err: error }),
  )
  app.addHook('onClose', async () => {
    await stopRetention()
    await writer.drained()
    stopHearing()
    await faults.stop()
  })
  const comeBackLater = (reply: FastifyReply, reason: string, detail?: Record<string, unknown>) => {
    faults.record('failed', reason, detail)
    return sendStatus(reply.header('Retry-After', String(RETRY_AFTER_SECONDS)), 503)
  }
  /** A refusal, counted by its reason. */
  const refuse = (reply: FastifyReply, status: PageStatus, reason: string) => {
    faults.record('refused', reason, { status })
    return sendStatus(reply, status)
  }

  await app.register(async (scope) => {
    // JSON only: a form's or a text body is not a batch (and not something a page of ours sends).
    scope.removeContentTypeParser(['text/plain'])
    scope.addHook('onRequest', async (request, reply) => {
      if (!isSameSite(request, options.shellOrigins)) return refuse(reply, 403, 'not from the site')
    })
    const limits = clientLimits({
      unlimited: options.unlimitedClients,
      trustsProxies: options.trustsProxies,
      now: () => now().getTime(),
    })
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = error.statusCode ?? 500
      if (status === 413) return refuse(reply, 413, 'too large')
      if (status < 500) return refuse(reply, 400, 'not a batch')
      faults.record('failed', 'a server error', { err: error })
      return sendStatus(reply, 500)
    })
    const route = {
      bodyLimit: MAX_BODY_BYTES,
      // Counted as it arrives, before its body is read: a flood costs no parsing.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const refused = limits.countBatch(request)
        if (refused) return refuse(reply.header('Retry-After', String(refused.wait)), 429, refused.reason)
      },
    }
    scope.post(COLLECTOR_PATH, route, async (request, reply) => {
      const body = batchSchema.safeParse(request.body)
      if (!body.success) return refuse(reply, 400, 'not a batch')
      const events = validEvents(body.data.events)
      // A build the release record does not know is not one a page of the site loaded.
      if (!stampedBuilds(events).every(([remote, build]) => isKnownBuild(remote, build)))
        return refuse(reply, 403, 'a build the release record does not know')
      const pageViews = pageViewsOf(events)
      const refused = limits.countPageViews(request, pageViews)
      if (refused) return refuse(reply.header('Retry-After', String(refused.wait)), 429, refused.reason)
      const engine = engineOf(request.headers['user-agent'])
      const rows = events.map((event) => ({
        ...event,
        batch: body.data.batch,
        engine,
      }))
      const notStored = (reason: string, detail?: Record<string, unknown>) => {
        limits.takeBack(request, pageViews)
        return comeBackLater(reply, reason, detail)
      }
      try {
        if (!(await writer.write(rows))) return notStored('the write queue is full')
      } catch (error) {
        // A value the store refuses (SQLSTATE class 22, data exception, or 23, a constraint) fails
        // again on every replay: the batch is refused; anything else may pass later. Refused, it is
        // still the store's fault as much as the page's (a schema changed under a rolling deploy).
        if (refusedByStore(error)) {
          faults.record('store', `refused a batch (SQLSTATE ${codeOf(error)})`, { err: error })
          return sendStatus(reply, 400)
        }
        if (codeOf(error) === 'STORE_RESTARTING') return notStored('the store is restarting')
        return notStored('the store failed', { err: error })
      }
      return reply.code(202).header('Cache-Control', 'no-store').send({ accepted: rows.length })
    })
  })

  app.get(INTERNAL_COLLECTOR_PATH, async (request, reply) => {
    if (!isInternalRequest(request)) return reply.callNotFound()
    return reply.header('Cache-Control', 'no-store').send(await collectorHealth(db, faults, now()))
  })

  app.get(INTERNAL_EVENTS_PATH, async (request, reply) => {
    if (!isInternalRequest(request)) return reply.callNotFound()
    const query = readQuery.safeParse(request.query)
    if (!query.success) return sendStatus(reply, 400)
    const events = await readEvents(db, query.data)
    return reply.header('Cache-Control', 'no-store').send({ events })
  })
}
