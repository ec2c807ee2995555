import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { PageStatus } from 'shell/tooling/lib/status-pages'

const STATUS_BY_ERROR: Readonly<Record<string, PageStatus>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/** How long a client that is still sending may take to read the answer before the socket is cut. */
const LINGER_MS = 5000

/** What to send for a status: the page and the headers every response of the app carries. */
export type StatusAnswer = (status: PageStatus) => { headers: Record<string, string>; body: string }

/**
 * Answers a request Node refused before any handler (headers too large, malformed, too slow) with
 * the app's status page, and closes the connection gently. Fastify's default destroys the socket
 * right after writing: a client still sending the rest of its oversized headers then gets a reset.
 */
export function clientErrorAnswer(answer: StatusAnswer) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) return
    const status = STATUS_BY_ERROR[error.code ?? ''] ?? 400
    const { headers, body } = answer(status)
    const lines = Object.entries({
      ...headers,
      Connection: 'close',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
    }).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`)
    const cutOff = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once('close', () => clearTimeout(cutOff))
  }
}
