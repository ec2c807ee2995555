import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

const STATUS_BY_ERROR: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/** How long a client that is still sending may take to read the answer before the socket is cut. */
const LINGER_MS = 5000

/**
 * Answers a request Node refused before any handler (headers too large, malformed, too slow) and
 * closes the connection gently. Fastify's default destroys the socket right after writing: a
 * client still sending the rest of its oversized headers then gets a reset, not the 431.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return
  const status = STATUS_BY_ERROR[error.code ?? ''] ?? 400
  // A body, so that a browser shows the answer instead of an error page of its own.
  const body = `${STATUS_CODES[status]}\n`
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS).unref()
  socket.once('close', () => clearTimeout(cutOff))
}
