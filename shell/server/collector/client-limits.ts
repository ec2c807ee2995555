import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createHmac, createSecretKey, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { LOOPBACK } from '../http/internal-only'

/**
 * What one client may send, counted in this process's memory only. Where the numbers come from: a
 * page sends one batch each time it is hidden (event-beacon.ts), so a page view makes one to three
 * (hidden, shown again, closed) and a batch over 60 KiB splits in two; and a visitor reads a page for
 * seconds before the next. Past any limit: 429 with Retry-After, and nothing of the batch is stored.
 */
export const CLIENT_LIMITS = {
  /** A batch a second for a whole minute: a visitor flicking between tabs, every switch a batch. */
  batchesPerMinute: 60,
  /** A new page every 2 s for a whole minute: faster than anyone reads. A flood of 1 500 keeps 30. */
  pageViewsPerMinute: 30,
  /** A new page every 12 s for a whole hour: one address cannot outweigh a canary's real visitors. */
  pageViewsPerHour: 300,
} as const

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
/** Clients counted at once; the least recent are forgotten first (the plugin's LRU). */
const CLIENTS_HELD = 50_000

/**
 * The address a request comes from: the socket's, or, behind the site's nginx on this machine
 * (nginx/nginx-conf.ts, which marks what it passes with Via and sets X-Real-IP), the visitor's.
 */
function clientAddress(request: FastifyRequest): string {
  const socket = request.socket.remoteAddress ?? ''
  const forwarded = request.headers['x-real-ip']
  const proxied = LOOPBACK.has(socket) && request.headers.via !== undefined
  return proxied && typeof forwarded === 'string' && isIP(forwarded) ? forwarded : socket
}

/**
 * A client's key: an HMAC of its address (an IPv6 one by its /64, what one subscriber holds) with a
 * secret drawn when the process starts and never written down, so no address is kept, and a key
 * means nothing once the process is gone.
 */
export function clientKeyOf(secret: Buffer = randomBytes(32)) {
  // A key object made once: given the bytes, every HMAC would make one of its own, half its cost.
  const key = createSecretKey(secret)
  return (request: FastifyRequest): string =>
    createHmac('sha256', key)
      .update(normalizeIP(clientAddress(request), 64))
      .digest('base64url')
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Registers the limits on a scope: batches are counted as they arrive (the route's `config`), page
 * views once the batch is read (`countPageViews`, with each page view the batch speaks for).
 * `unlimited` names addresses the operator exempts (`COLLECTOR_UNLIMITED_CLIENTS`: a load test, the
 * e2e suite's browsers); none by default.
 */
export async function registerClientLimits(scope: FastifyInstance, unlimited: readonly string[] = []) {
  const keyGenerator = clientKeyOf()
  const exempt = new Set(unlimited)
  const allowList = (request: FastifyRequest) => exempt.has(clientAddress(request))
  const noHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false }
  await scope.register(rateLimit, {
    global: false,
    cache: CLIENTS_HELD,
    keyGenerator,
    allowList,
    addHeadersOnExceeding: noHeaders,
    addHeaders: { ...noHeaders, 'retry-after': true },
  })
  const limit = (max: number, timeWindow: number) =>
    scope.createRateLimit({ keyGenerator, allowList, max, timeWindow })
  const pageViewLimits: Limiter[] = [
    limit(CLIENT_LIMITS.pageViewsPerMinute, MINUTE_MS),
    limit(CLIENT_LIMITS.pageViewsPerHour, HOUR_MS),
  ]
  return {
    /** The route option that counts a client's batches from the moment they arrive. */
    batchLimit: { max: CLIENT_LIMITS.batchesPerMinute, timeWindow: MINUTE_MS, hook: 'onRequest' as const },
    /**
     * Counts `pageViews` against the client's limits: null within them, else the seconds to wait.
     */
    async countPageViews(request: FastifyRequest, pageViews: number): Promise<number | null> {
      if (pageViews === 0 || allowList(request)) return null
      let wait: number | null = null
      for (const counter of pageViewLimits) {
        for (let view = 0; view < pageViews; view++) {
          const counted = await counter(request)
          if (!counted.isAllowed && counted.isExceeded) {
            wait = Math.max(wait ?? 0, counted.ttlInSeconds)
            break
          }
        }
      }
      return wait
    },
  }
}
