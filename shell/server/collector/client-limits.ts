// Only its address normalisation (an IPv6 address by its subnet, a mapped IPv4 as IPv4): the
// counting is client-windows.ts's.
import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import { createHmac, createSecretKey, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { ClientWindows } from './client-windows'
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
/** Clients each limit counts at once; the least recently counted are forgotten first. */
export const CLIENTS_HELD = 50_000

/**
 * The address a request comes from when no proxy is trusted (`TRUST_PROXY` unset): the socket's, or,
 * behind the site's nginx on this machine (nginx/nginx-conf.ts, which marks what it passes with Via
 * and sets X-Real-IP), the visitor's.
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
  return (address: string): string =>
    createHmac('sha256', key).update(normalizeIP(address, 64)).digest('base64url')
}

export interface ClientLimitOptions {
  /** Addresses the operator exempts (`COLLECTOR_UNLIMITED_CLIENTS`: a load test, the e2e suite's browsers). */
  unlimited?: readonly string[]
  /** Fastify's `trustProxy` is set: the client is `request.ip`, read through the trusted proxies. */
  trustsProxies?: boolean
  now?: () => number
}

/** Why a batch was refused, as the collector counts it (faults.ts). */
export type LimitReason = 'too many batches' | 'too many page views a minute' | 'too many page views an hour'

/**
 * The limits of one scope: a batch is counted as it arrives (`countBatch`, before its body is read),
 * its page views once it is read (`countPageViews`). Each limit is checked before anything is
 * counted: a batch one limit refuses counts against no other, and its batch is taken back.
 */
export function clientLimits({
  unlimited = [],
  trustsProxies = false,
  now = () => Date.now(),
}: ClientLimitOptions = {}) {
  const keyOf = clientKeyOf()
  const exempt = new Set(unlimited)
  const addressOf = (request: FastifyRequest) => (trustsProxies ? request.ip : clientAddress(request))
  const batches = new ClientWindows(CLIENT_LIMITS.batchesPerMinute, MINUTE_MS, CLIENTS_HELD, now)
  const viewLimits = [
    [
      'too many page views a minute',
      new ClientWindows(CLIENT_LIMITS.pageViewsPerMinute, MINUTE_MS, CLIENTS_HELD, now),
    ],
    [
      'too many page views an hour',
      new ClientWindows(CLIENT_LIMITS.pageViewsPerHour, HOUR_MS, CLIENTS_HELD, now),
    ],
  ] as const
  // A request's key, made once: an HMAC a request, not one a limit.
  const keys = new WeakMap<FastifyRequest, string | null>()
  const keyOfRequest = (request: FastifyRequest) => {
    if (!keys.has(request)) {
      const address = addressOf(request)
      keys.set(request, exempt.has(address) ? null : keyOf(address))
    }
    return keys.get(request)!
  }
  return {
    windows: { batches, pageViews: viewLimits.map(([, windows]) => windows) },
    /** Counts the batch: null within the limit, else the refusal and the seconds to wait. */
    countBatch(request: FastifyRequest): { reason: LimitReason; wait: number } | null {
      const key = keyOfRequest(request)
      if (key === null) return null
      const wait = batches.wait(key, 1)
      if (wait !== null) return { reason: 'too many batches', wait }
      batches.add(key, 1)
      return null
    },
    /** Counts the batch's `pageViews`: null within every limit, else the first refusal and its wait. */
    countPageViews(request: FastifyRequest, pageViews: number): { reason: LimitReason; wait: number } | null {
      const key = keyOfRequest(request)
      if (key === null || pageViews === 0) return null
      for (const [reason, windows] of viewLimits) {
        const wait = windows.wait(key, pageViews)
        if (wait === null) continue
        // Refused: its batch counts against nothing either.
        batches.add(key, -1)
        return { reason, wait }
      }
      for (const [, windows] of viewLimits) windows.add(key, pageViews)
      return null
    },
    /** Takes back a batch counted in full that was not stored (503): sent again, it counts once. */
    takeBack(request: FastifyRequest, pageViews: number): void {
      const key = keyOfRequest(request)
      if (key === null) return
      batches.add(key, -1)
      for (const [, windows] of viewLimits) windows.add(key, -pageViews)
    },
  }
}

export type ClientLimits = ReturnType<typeof clientLimits>
