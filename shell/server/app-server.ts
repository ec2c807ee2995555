import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { canonicalPath, knownPaths } from '../src/contract/routes'
import { cacheControlFor, originOf } from './headers'

export interface AppServerOptions {
  /** The app's built folder (its `dist/`). */
  root: string
  /** The shell serves pages; a remote serves only its files, to the shell's origins. */
  kind: 'shell' | 'remote'
  /** Origins allowed to load a remote's files (CORS). */
  shellOrigins: string[]
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  )
}

/** Remote origins come from the deployed manifest, read per request so a manifest edit needs no restart. */
function manifestOrigins(root: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as Record<string, unknown>
    return Object.values(manifest).flatMap((url) => (typeof url === 'string' ? (originOf(url) ?? []) : []))
  } catch {
    return []
  }
}

export async function createAppServer({
  root,
  kind,
  shellOrigins,
}: AppServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  const indexHtml = kind === 'shell' ? readFileSync(join(root, 'index.html'), 'utf8') : ''
  const scriptHashes = inlineScriptHashes(indexHtml)
  const fallbackRemoteOrigins = (
    process.env.REMOTE_ORIGINS ?? 'http://localhost:4174 http://localhost:4175 http://localhost:4176'
  ).split(/\s+/)
  const remoteOrigins = () => [...new Set([...manifestOrigins(root), ...fallbackRemoteOrigins])]

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, () => remoteOrigins().join(' ')],
        styleSrc: ["'self'", () => remoteOrigins().join(' ')],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", () => remoteOrigins().join(' ')],
        frameSrc: ['https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remote files are loaded cross-origin by the shell: they must allow it.
    crossOriginResourcePolicy: { policy: kind === 'remote' ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  })

  if (kind === 'remote') {
    await app.register(cors, { origin: shellOrigins, methods: ['GET', 'HEAD'] })
  }

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const urlPath = filePath.slice(root.length).replaceAll('\\', '/')
      response.setHeader('Cache-Control', cacheControlFor(urlPath))
    },
  })

  if (kind === 'shell') {
    app.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.url, 'http://placeholder')
      const canonical = canonicalPath(url.pathname)
      if (canonical !== url.pathname) return reply.redirect(canonical + url.search, 301)
    })
    const sendPage = (status: number) => (_request: unknown, reply: FastifyReply) =>
      reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
    for (const path of knownPaths) app.get(path, sendPage(200))
    app.setNotFoundHandler(sendPage(404))
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
    )
  }
  return app
}
