// @vitest-environment node
import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localOrigin } from 'shell/tooling/federation/apps'
import { createAppServer } from './app-server'
import { MAX_REQUEST_HEADER_BYTES } from 'shell/tooling/serving/headers'
import { sameOriginPath } from './same-origin-path'

const SHELL_ORIGIN = localOrigin(4173)
const WRITE_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'] as const

/** Requests as a client writes them, path and all: `inject` would normalise `/\x` to `//x` first. */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    const request = httpRequest({ hostname, port, path, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }))
    })
    request.on('error', reject)
    request.end()
  })
}

function deployedFolder(kind: 'shell' | 'remote'): string {
  const root = mkdtempSync(join(tmpdir(), `request-rules-${kind}-`))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'assets/remoteEntry.js'), 'export const entry = 1\n')
  if (kind === 'remote') return root
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="ro"><title>frame</title></html>')
  mkdirSync(join(root, 'composed'))
  for (const name of ['index', 'sloturi-online', '404', 'frame'])
    writeFileSync(join(root, `composed/${name}.html`), `<!doctype html><title>${name}</title>`)
  writeFileSync(
    join(root, 'composed/index.json'),
    JSON.stringify({
      pages: { '/': 'index.html', '/sloturi-online': 'sloturi-online.html' },
      notFound: '404.html',
      frame: 'frame.html',
      styleHashes: [],
    }),
  )
  return root
}

async function listening(kind: 'shell' | 'remote') {
  const root = deployedFolder(kind)
  const server = await createAppServer({ root, kind, shellOrigins: [SHELL_ORIGIN] })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  return { server, origin, root }
}

let shell: { server: FastifyInstance; origin: string; root: string }
let remote: { server: FastifyInstance; origin: string; root: string }
beforeAll(async () => {
  shell = await listening('shell')
  remote = await listening('remote')
})
afterAll(async () => {
  for (const app of [shell, remote]) {
    await app.server.close()
    rmSync(app.root, { recursive: true, force: true })
  }
})

describe('only GET and HEAD are answered', () => {
  const targets = [
    ['shell', 'a page', '/sloturi-online'],
    ['shell', 'a path that is no page', '/nu-exista'],
    ['shell', 'a path to redirect', '/Sloturi-Online/'],
    ['shell', 'a static file', '/assets/remoteEntry.js'],
    ['remote', 'a static file', '/assets/remoteEntry.js'],
  ] as const
  for (const [kind, what, url] of targets) {
    it(`${kind}, ${what}: 405 with Allow: GET, HEAD to ${WRITE_METHODS.join(', ')}`, async () => {
      const app = kind === 'shell' ? shell : remote
      for (const method of WRITE_METHODS) {
        const response = await app.server.inject({ method, url, headers: { origin: SHELL_ORIGIN } })
        expect(response.statusCode, method).toBe(405)
        expect(response.headers.allow, method).toBe('GET, HEAD')
        expect(response.headers['x-content-type-options'], method).toBe('nosniff')
      }
    })
  }

  it('GET and HEAD still get the page and the file', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await shell.server.inject({ method, url: '/sloturi-online' })).statusCode, method).toBe(200)
      const file = await remote.server.inject({ method, url: '/assets/remoteEntry.js' })
      expect(file.statusCode, method).toBe(200)
      expect(file.headers.allow, method).toBeUndefined()
    }
  })

  it('a remote refuses a CORS preflight too, and lets a page at any address read its files, without credentials', async () => {
    const preflight = await remote.server.inject({
      method: 'OPTIONS',
      url: '/assets/remoteEntry.js',
      headers: { origin: SHELL_ORIGIN, 'access-control-request-method': 'GET' },
    })
    expect(preflight.statusCode).toBe(405)
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined()
    // The site opened at its LAN address from a phone, at 127.0.0.1, or at its own origin: all read.
    for (const origin of [SHELL_ORIGIN, 'http://127.0.0.1:4173', 'http://192.168.1.20:4173']) {
      const read = await remote.server.inject({
        method: 'GET',
        url: '/assets/remoteEntry.js',
        headers: { origin },
      })
      expect(read.statusCode, origin).toBe(200)
      expect(read.headers['access-control-allow-origin'], origin).toBe('*')
      expect(read.headers['access-control-allow-credentials'], origin).toBeUndefined()
    }
    const page = await shell.server.inject({
      method: 'GET',
      url: '/',
      headers: { origin: 'http://127.0.0.1:4173' },
    })
    expect(page.headers['access-control-allow-origin'], "the shell's pages are not shared").toBeUndefined()
  })
})

describe('a redirect never leaves the site', () => {
  const hostile = [
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/\\\\evil.example',
    '///evil.example/..',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '/%09/evil.example/',
    '/%0A/evil.example/',
    '/%0D%0ALocation:%20http://evil.example/',
    '//evil.example/?s=x',
    '//Sloturi-Online/',
  ]
  for (const path of hostile) {
    it(`${path}: answered on this origin`, async () => {
      const response = await rawGet(shell.origin, path)
      expect([200, 301, 404], path).toContain(response.status)
      const location = response.headers.location
      if (response.status !== 301) return expect(location).toBeUndefined()
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(new URL(location!, shell.origin).origin).toBe(shell.origin)
    })
  }

  it('collapses a leading run of slashes and backslashes, keeps the rest as sent', async () => {
    expect((await rawGet(shell.origin, '/\\evil.example')).headers.location).toBe('/evil.example')
    expect((await rawGet(shell.origin, '/\\/Sloturi-Online/?s=x')).headers.location).toBe(
      '/sloturi-online?s=x',
    )
    expect((await rawGet(shell.origin, '/%5Cevil.example/')).headers.location).toBe('/%5Cevil.example')
  })

  it('leaves a path that is already its own canonical form alone', async () => {
    expect((await rawGet(shell.origin, '/sloturi-online')).status).toBe(200)
    expect((await rawGet(shell.origin, '/%5Cevil.example')).status).toBe(404)
  })
})

describe(`request line and headers are capped at ${MAX_REQUEST_HEADER_BYTES} bytes`, () => {
  const search = (length: number) => `/?s=${'a'.repeat(length)}`

  it('a long search that fits is served, one past the cap gets 431, and the server carries on', async () => {
    expect((await rawGet(shell.origin, search(MAX_REQUEST_HEADER_BYTES - 1024))).status).toBe(200)
    expect((await rawGet(shell.origin, search(MAX_REQUEST_HEADER_BYTES))).status).toBe(431)
    expect((await rawGet(shell.origin, '/')).status).toBe(200)
  })

  it('counts the headers too', async () => {
    const cookie = 'c='.padEnd(MAX_REQUEST_HEADER_BYTES, 'x')
    expect((await rawGet(remote.origin, '/assets/remoteEntry.js', { cookie })).status).toBe(431)
    expect((await rawGet(remote.origin, '/assets/remoteEntry.js')).status).toBe(200)
  })
})

describe('sameOriginPath', () => {
  it('leaves one leading slash, whatever the run of slashes and backslashes', () => {
    expect(sameOriginPath('/sloturi-online')).toBe('/sloturi-online')
    expect(sameOriginPath('//evil.example')).toBe('/evil.example')
    expect(sameOriginPath('/\\evil.example')).toBe('/evil.example')
    expect(sameOriginPath('\\\\/\\evil.example/x')).toBe('/evil.example/x')
    expect(sameOriginPath('/')).toBe('/')
    expect(sameOriginPath('')).toBe('/')
  })

  it('makes a path of what is not one (an absolute-form request target)', () => {
    expect(sameOriginPath('http://evil.example/')).toBe('/http://evil.example/')
    expect(new URL(sameOriginPath('https:/evil.example'), 'https://pacanele.ro').host).toBe('pacanele.ro')
  })
})
