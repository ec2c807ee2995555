/**
 * An open-loop load: one request every `1 / rate` seconds for `durationS`, whatever the answers, as
 * visitors' beacons arrive, each on its own. A request's latency runs from the moment it was due, not
 * from when it left, so a server (or a client) that falls behind is charged for the wait
 * ("coordinated omission"). autocannon's rate mode was not this: each of its connections sends its
 * second's share back to back at each second's start, and its correction then counts a slow answer
 * once per millisecond it took (e2e/docs/decisions/0001-open-loop-load-for-the-collector.md).
 */
import { Agent, request } from 'node:http'

export interface SteadyLoadOptions {
  url: string
  /** Requests a second. */
  rate: number
  durationS: number
  headers: Record<string, string>
  /** The `index`th request's body. */
  body: (index: number) => string
}

export interface Answer {
  index: number
  status: number
  /** From when the request was due until its answer ended, in ms. */
  latencyMs: number
}

/** Sends the load; resolves with every request's answer (status 0: no answer, the connection failed). */
export async function steadyLoad(options: SteadyLoadOptions): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const target = new URL(options.url)
  const total = Math.round(options.rate * options.durationS)
  const intervalMs = 1000 / options.rate
  const answers: Promise<Answer>[] = []
  const start = performance.now()

  const send = (index: number, dueAt: number) =>
    new Promise<Answer>((resolve) => {
      const answer = (status: number) => resolve({ index, status, latencyMs: performance.now() - dueAt })
      const outgoing = request(target, { method: 'POST', agent, headers: options.headers }, (response) => {
        response.resume()
        response.on('end', () => answer(response.statusCode ?? 0))
      })
      outgoing.on('error', () => answer(0))
      outgoing.end(options.body(index))
    })

  let next = 0
  while (next < total) {
    // Everything due by now goes out, then wait for the next one's moment.
    const now = performance.now()
    while (next < total && start + next * intervalMs <= now) {
      answers.push(send(next, start + next * intervalMs))
      next++
    }
    if (next < total)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, start + next * intervalMs - performance.now())),
      )
  }
  const settled = await Promise.all(answers)
  agent.destroy()
  return settled
}
