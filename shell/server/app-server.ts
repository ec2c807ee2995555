import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify'
import { createServer } from 'node:http'
import vary from 'vary'
import { join } from 'node:path'
import { canonicalPath, knownPaths, pageKey, pageQuery } from 'shell/tooling/contract/routes'
import { COMPOSED_DIR, type ComposedIndex } from 'shell/tooling/compose/composed-index'
import type { PageStatus } from 'shell/tooling/lib/status-pages'
import { clientErrorAnswer } from './client-error'
import { healthRoute } from './canary-metrics/route'
import { deployedFile } from './deployed-file'
import {
  isCompressible,
  MIN_COMPRESSIBLE_BYTES,
  withoutEncodingSuffix,
} from 'shell/tooling/serving/precompressed'
import { sameOriginPath } from './same-origin-path'
import { registerCollector, type CollectorOptions } from './collector/collector'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { STATUS_DIR, statusPageHtml, statusPagePath } from 'shell/tooling/serving/status-pages'
import {
  cacheControlFor,
  DESTINATION_HEADER,
  documentHeaders,
  DOCUMENT_HEADERS,
  fallbackRemoteOrigins,
  helmetOptions,
  ALLOWED_METHODS,
  COLLECTOR_METHODS,
  inlineScriptHashes,
  originsOf,
  readReleaseRecord,
  MAX_REQUEST_HEADER_BYTES,
  isSubresourceRequest,
  REVALIDATE,
  securityHeaders,
  type DeployedSources,
} from 'shell/tooling/serving/headers'

export interface AppServerOptions {
  /** The app's built folder (its `dist/`). */
  root: string
  /** The shell serves pages; a remote serves only its files, to any origin (`REMOTE_READERS`). */
  kind: 'shell' | 'remote'
  /** The site's origins: a remote's status pages link to the first. */
  shellOrigins: string[]
  /**
   * The shell's events store: with it, the shell collects analytics events (server/collector/), and
   * release health reads them through this server (server/canary-metrics/).
   */
  events?: Pick<CollectorOptions, 'db' | 'retentionDays' | 'maxQueued' | 'now' | 'unlimitedClients'>
  /**
   * The proxies whose `X-Forwarded-For` is believed (Fastify's `trustProxy`: addresses and CIDR ranges,
   * `TRUST_PROXY` in serve.ts): a load balancer's. With them, the collector's client is the address
   * they forwarded for; without, the socket's (or nginx's `X-Real-IP` on this machine).
   */
  trustProxy?: readonly string[]
  /**
   * The server's log: pino's JSON lines, as Fastify writes them, at this level (`LOG_LEVEL` in
   * serve.ts), to `stream` (stdout). Without it, silent: tests say nothing unless they listen.
   */
  log?: { level: string; stream?: { write(line: string): void } }
}

export async function createAppServer({
  root,
  kind,
  shellOrigins,
  events,
  log,
  trustProxy,
}: AppServerOptions): Promise<FastifyInstance> {
  const page = deployedFile(join(root, 'index.html'), (html = '') => ({
    html,
    scriptHashes: inlineScriptHashes(html),
  }))
  // The release record as served: the CSP's remote origins and the collector's known builds both read
  // it here, so a release takes effect for both within the same second.
  const releaseRecord = deployedFile(join(root, 'release-record.json'), readReleaseRecord)
  const composed = composedPages(root)
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html)
  const sendPage = (reply: FastifyReply, status: number) =>
    sendHtml(reply, status, kind === 'shell' ? page().html : '')
  const statusPage = statusPages(root, kind === 'shell' ? '/' : `${shellOrigins[0] ?? ''}/`)
  const sendStatus = (reply: FastifyReply, status: PageStatus) => sendHtml(reply, status, statusPage(status))
  /**
   * The composed page for a URL: parameters its page does not read (utm_*, gclid…) change nothing;
   * a query that was composed (a later list page) gets its own page; any other query that shapes the
   * content (search, filters) gets the frame, which the browser renders. Unknown paths: the 404 page.
   */
  const sendComposed = (reply: FastifyReply, pathname: string, search: string | undefined) => {
    const index = composed.index()
    if (!index) return sendPage(reply, knownPaths.includes(pathname) ? 200 : 404)
    if (!index.pages[pathname]) return sendHtml(reply, 404, composed.file(index.notFound) ?? page().html)
    const file = index.pages[pageKey(pathname, pageQuery(pathname, search ?? ''))] ?? index.frame
    const html = composed.file(file)
    return html === undefined ? sendPage(reply, 200) : sendHtml(reply, 200, html)
  }
  const app = Fastify({
    logger: log ?? { level: 'silent' },
    ...(trustProxy?.length && { trustProxy: [...trustProxy] }),
    // A line a request would be thousands a second under load: nginx or the load balancer logs access.
    logController: new LogController({ disableRequestLogging: true }),
    // An undecodable URL is a page that does not exist, not a JSON error.
    frameworkErrors: (_error, _request, reply) =>
      kind === 'shell'
        ? sendComposed(reply as FastifyReply, '/404', undefined)
        : sendStatus(reply as FastifyReply, 404),
    // A larger request line and headers get 431 from Node, before any of them is handled.
    // Node would refuse a request without Host with an empty 400 of its own: the hook below answers it.
    serverFactory: (handler) =>
      createServer({ maxHeaderSize: MAX_REQUEST_HEADER_BYTES, requireHostHeader: false }, handler),
    // Written to the socket by hand, so with the headers helmet and the hooks give every other answer.
    clientErrorHandler: clientErrorAnswer((status) => ({
      headers: {
        ...headers,
        ...documentHeaders(deployed()),
        'Cache-Control': REVALIDATE,
      },
      body: statusPage(status),
    })),
  }) as unknown as FastifyInstance
  const extraRemoteOrigins = process.env.REMOTE_ORIGINS?.split(/\s+/) ?? fallbackRemoteOrigins()
  // Helmet reads it for each of the CSP's directives of every answer: made again only when one of
  // the deployed files it comes from was read anew (each is re-read at most once a second).
  let sources: { from: readonly unknown[]; value: DeployedSources } | undefined
  const deployed = (): DeployedSources => {
    const from = [page(), composed.index(), releaseRecord()] as const
    if (sources?.from.every((input, at) => input === from[at])) return sources.value
    const [{ scriptHashes }, index, record] = from
    const value = {
      scriptHashes,
      styleHashes: index?.styleHashes ?? [],
      remoteOrigins: [...new Set([...originsOf(record), ...extraRemoteOrigins])],
    }
    sources = { from, value }
    return value
  }

  await app.register(helmet, helmetOptions(deployed))
  const headers = securityHeaders(kind)
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers)
    // A document's own headers only where the browser will use the answer as one (decision 0114).
    if (isSubresourceRequest(request.headers['sec-fetch-dest'])) reply.removeHeader('content-security-policy')
    else reply.headers(DOCUMENT_HEADERS)
    reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), DESTINATION_HEADER))
    // Assets of these types have one body per encoding (the build's copies): caches must key on it.
    if (isCompressible(request.url.split('?', 1)[0]!))
      reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'accept-encoding'))
  })

  // Pages and files without a precompressed copy are compressed on the way out, as a CDN would.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: MIN_COMPRESSIBLE_BYTES })

  // The shell only reads a remote's files with plain GETs (scripts, styles, imports), which a browser
  // never preflights: an OPTIONS request is refused like any other method.

  // After helmet, so a 405 carries the same headers as any other response.
  app.addHook('onRequest', async (request, reply) => {
    // HTTP/1.1 requires a Host (RFC 9112 §3.2): a request without one is malformed, whatever its method.
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return sendStatus(reply, 400)
    const collects = events !== undefined && request.url.split('?', 1)[0] === COLLECTOR_PATH
    const allowed: readonly string[] = collects ? COLLECTOR_METHODS : ALLOWED_METHODS
    if (!allowed.includes(request.method)) return sendStatus(reply.header('Allow', allowed.join(', ')), 405)
  })

  if (kind === 'shell' && events)
    await registerCollector(app, {
      ...events,
      shellOrigins,
      sendStatus,
      releaseRecord,
      trustsProxies: Boolean(trustProxy?.length),
    })

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The status pages are answers, not pages of their own: asked for by name, they are not found.
    allowedPath: (pathName) => !pathName.startsWith(`/${STATUS_DIR}/`),
    // The build's `.br` and `.gz` copies, sent as they are; headers follow the file they stand for.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const urlPath = withoutEncodingSuffix(filePath.slice(root.length).replaceAll('\\', '/'))
      reply.header('Cache-Control', cacheControlFor(urlPath))
    },
  })

  if (kind === 'shell') {
    if (events) await app.register(healthRoute(events.db))
    app.addHook('onRequest', async (request, reply) => {
      // Split by hand: `new URL('//host/x', base)` would read the path as another host.
      const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
      // Never a `Location` a browser would read as another host (`//evil.example`, `/\evil.example`):
      // leading slashes and backslashes go before the route table is asked (one redirect, not two),
      // and the answer is checked again, whatever the table makes of a path.
      const canonical = sameOriginPath(canonicalPath(sameOriginPath(pathname)))
      if (canonical !== pathname)
        return reply.redirect(canonical + (query === undefined ? '' : `?${query}`), 301)
    })
    const answer = (request: { url: string }, reply: FastifyReply) => {
      const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
      return sendComposed(reply, pathname, query)
    }
    app.get('/', answer)
    // Everything that is not a file: a composed page (a game page, say) or the 404 page.
    app.setNotFoundHandler(answer)
    // Traversal attempts (403 from the static plugin) and undecodable URLs get the not-found page too.
    app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) return sendComposed(reply, '/404', undefined)
      return sendStatus(reply, 500)
    })
  } else {
    app.setNotFoundHandler((_request, reply) => sendStatus(reply, 404))
    // As the shell: a refused path (a traversal attempt) is one that does not exist.
    app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
      sendStatus(reply, (error.statusCode ?? 500) < 500 ? 404 : 500),
    )
  }
  return app
}

/**
 * The build's status pages, read through the deploy cache. A folder built before they existed still
 * answers in Romanian: the same page, without the site's stylesheet.
 */
function statusPages(root: string, home: string): (status: PageStatus) => string {
  const files = new Map<PageStatus, () => string>()
  return (status) => {
    if (!files.has(status))
      files.set(
        status,
        deployedFile(
          join(root, statusPagePath(status)),
          (text) => text ?? statusPageHtml(status, { home, stylesheets: [] }),
        ),
      )
    return files.get(status)!()
  }
}

/** The compose step's pages, read through the deploy cache so a new compose is served at once. */
function composedPages(root: string) {
  const dir = join(root, COMPOSED_DIR)
  const index = deployedFile(join(dir, 'index.json'), (text) =>
    text === undefined ? undefined : (JSON.parse(text) as ComposedIndex),
  )
  const files = new Map<string, () => string | undefined>()
  return {
    index,
    file(name: string): string | undefined {
      if (!files.has(name))
        files.set(
          name,
          deployedFile(join(dir, name), (text) => text),
        )
      return files.get(name)!()
    },
  }
}
