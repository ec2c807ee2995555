/**
 * An origin that accepts connections and never answers: what a browser meets when a remote's host
 * hangs (an overloaded server, a stuck proxy), as opposed to one that is down (connection refused).
 */
import { createServer, type Server, type Socket } from 'node:net'

export interface HeldOrigin {
  /** Synchronous, so a signal handler can call it. */
  release: () => void
}

/** Both loopback addresses: `localhost` may reach either, and a refusal on one would not be a hang. */
const LOOPBACK = ['127.0.0.1', '::1']

export async function holdOrigin(port: number): Promise<HeldOrigin> {
  const sockets = new Set<Socket>()
  const listening: Server[] = []
  for (const host of LOOPBACK) {
    const server = createServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => sockets.delete(socket))
    })
    const bound = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        // A host without IPv6 has no ::1: the other address is enough there.
        error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT' ? resolve(false) : reject(error),
      )
      server.listen({ port, host, ipv6Only: host === '::1' }, () => resolve(true))
    })
    if (bound) listening.push(server)
  }
  const origin = `http://localhost:${port}`
  const answer = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1_000) }).then(
    () => 'an answer',
    (error: Error) => (error.name === 'TimeoutError' ? undefined : error.message),
  )
  const release = () => {
    for (const server of listening.splice(0)) server.close()
    for (const socket of sockets) socket.destroy()
  }
  if (answer !== undefined) {
    release()
    throw new Error(`${origin} was to hang, but a request got ${answer}`)
  }
  return { release }
}
