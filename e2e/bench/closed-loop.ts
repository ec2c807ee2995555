/**
 * A closed-loop load: `clients` concurrent clients, each posting a request and sending its next only
 * once the last is answered, for `durationS`. Client k posts to `targets[k % targets.length]`, as a
 * round-robin load balancer spreads connections. What comes back per second is then what the servers
 * can take at that concurrency (their capacity), not what was offered (steady-load.ts's open loop).
 * A request's latency runs from when it left: a client never has two waiting, so no wait is hidden.
 */
import { Agent, request } from 'node:http'

export interface ClosedLoopTarget {
  url: string
  headers: Record<string, string>
}

export interface ClosedLoopOptions {
  targets: readonly ClosedLoopTarget[]
  clients: number
  durationS: number
  /** The body of the `index`th request (numbered across all clients, in the order they left). */
  body: (index: number) => string
}

export interface ClosedLoopAnswer {
  index: number
  /** Which of `targets` answered. */
  target: number
  /** 0: no answer (the connection failed). */
  status: number
  /** Whether the answer asked to come back later (`Retry-After`). */
  retryAfter: boolean
  latencyMs: number
}

/** Every answer, and the seconds from the first request's leaving to the last answer. */
export async function closedLoop(
  options: ClosedLoopOptions,
): Promise<{ answers: ClosedLoopAnswer[]; elapsedS: number }> {
  const agents = options.targets.map(() => new Agent({ keepAlive: true, maxSockets: options.clients }))
  const answers: ClosedLoopAnswer[] = []
  const start = performance.now()
  const endAt = start + options.durationS * 1000
  let next = 0

  const send = (target: number) =>
    new Promise<ClosedLoopAnswer>((resolve) => {
      const index = next++
      const { url, headers } = options.targets[target]!
      const left = performance.now()
      const answer = (status: number, retryAfter: boolean) =>
        resolve({ index, target, status, retryAfter, latencyMs: performance.now() - left })
      const outgoing = request(url, { method: 'POST', agent: agents[target], headers }, (response) => {
        response.resume()
        response.on('end', () =>
          answer(response.statusCode ?? 0, response.headers['retry-after'] !== undefined),
        )
      })
      outgoing.on('error', () => answer(0, false))
      outgoing.end(options.body(index))
    })

  async function client(target: number) {
    while (performance.now() < endAt) answers.push(await send(target))
  }

  await Promise.all(Array.from({ length: options.clients }, (_, k) => client(k % options.targets.length)))
  const elapsedS = (performance.now() - start) / 1000
  for (const agent of agents) agent.destroy()
  return { answers, elapsedS }
}
