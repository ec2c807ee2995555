// @vitest-environment node
import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_LINK_TEXT, PAGE_STATUSES, STATUS_TEXTS } from 'shell/tooling/lib/status-pages'
import { linkedStylesheets } from 'shell/tooling/build/status-pages'
import { createAppServer } from './app-server'
import { MAX_REQUEST_HEADER_BYTES } from 'shell/tooling/serving/headers'
import { statusPageHtml, statusPagePath } from 'shell/tooling/serving/status-pages'

const SHELL_ORIGIN = 'http://localhost:4173'
const look = { home: '/', stylesheets: ['/assets/style-x.css'], icon: '/favicon.png' }

/** A shell's deployed folder with its status pages as the build writes them; a remote's without any. */
function deployedFolder(withStatusPages: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'status-pages-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'assets/remoteEntry.js'), 'export const entry = 1\n')
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="ro"><title>frame</title></html>')
  if (withStatusPages) {
    mkdirSync(join(root, 'status'))
    for (const status of PAGE_STATUSES)
      writeFileSync(join(root, statusPagePath(status)), statusPageHtml(status, look))
  }
  return root
}

/** Bytes written on a socket as they stand, and the answer's status line and body. */
function exchange(origin: string, request: string) {
  return new Promise<{ head: string; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () => socket.end(request))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n', 2)
      resolve({ head, body })
    })
    socket.on('error', reject)
  })
}

let shell: { server: FastifyInstance; origin: string; root: string }
let remote: { server: FastifyInstance; origin: string; root: string }

async function listening(kind: 'shell' | 'remote', withStatusPages: boolean) {
  const root = deployedFolder(withStatusPages)
  const server = await createAppServer({ root, kind, shellOrigins: [SHELL_ORIGIN] })
  await server.listen({ port: 0, host: '127.0.0.1' })
  return { server, root, origin: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` }
}

beforeAll(async () => {
  shell = await listening('shell', true)
  remote = await listening('remote', false)
})
afterAll(async () => {
  for (const app of [shell, remote]) {
    await app.server.close()
    rmSync(app.root, { recursive: true, force: true })
  }
})

describe('the status page of each refusal', () => {
  it('is a Romanian page with the site name, its heading, its stylesheet and a link home', () => {
    for (const status of PAGE_STATUSES) {
      const html = statusPageHtml(status, look)
      expect(html).toContain('<html lang="ro">')
      expect(html).toContain(`<title>${STATUS_TEXTS[status].title} | Păcănele Online</title>`)
      expect(html).toContain(`<h1 class="mt-2 text-3xl font-bold">${STATUS_TEXTS[status].title}</h1>`)
      expect(html).toMatch(new RegExp(`<a href="/"[^>]*>${HOME_LINK_TEXT}</a>`))
      expect(html).toContain('<link rel="stylesheet" href="/assets/style-x.css">')
      // Nothing a CSP would have to allow by hash: no script, no inline style.
      expect(html).not.toMatch(/<script|<style|\sstyle=/)
    }
  })

  it('is written in Romanian with comma-below ș and ț, never the cedilla forms', () => {
    const texts = JSON.stringify(STATUS_TEXTS)
    expect(texts).not.toMatch(/[\u015F\u0163\u015E\u0162]/)
    expect(texts).toMatch(/[șț]/)
  })

  it("takes the stylesheets index.html links, in order, whatever the attributes' order", () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="icon" href="/f.png">' +
      '<link href="/assets/b.css" rel="stylesheet">'
    expect(linkedStylesheets(html)).toEqual(['/assets/a.css', '/assets/b.css'])
  })
})

describe('the Node server answers every refusal with its status page', () => {
  it('a POST: 405, the page, Allow', async () => {
    const response = await shell.server.inject({ method: 'POST', url: '/sloturi-online' })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toBe(statusPageHtml(405, look))
  })

  it('a request line past the cap: 431, the page, with the headers of every other answer', async () => {
    const { head, body } = await exchange(
      shell.origin,
      `GET /?s=${'a'.repeat(MAX_REQUEST_HEADER_BYTES)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    expect(head).toMatch(/^HTTP\/1.1 431 /)
    expect(head).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/)
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'self';/)
    expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/)
    expect(body).toBe(statusPageHtml(431, look))
  })

  it('a malformed request, and an HTTP/1.1 request without Host: 400, the page', async () => {
    for (const request of [
      'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
    ]) {
      const { head, body } = await exchange(shell.origin, request)
      expect(head, request).toMatch(/^HTTP\/1.1 400 /)
      expect(body, request).toBe(statusPageHtml(400, look))
    }
  })

  it('asked for by its own address, a status page is not found', async () => {
    const response = await shell.server.inject({ method: 'GET', url: statusPagePath(431) })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain(STATUS_TEXTS[431].title)
  })

  it('a folder built without them still answers in Romanian, linking home to the shell', async () => {
    const missing = await remote.server.inject({ method: 'GET', url: '/assets/nu-exista.js' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toBe(statusPageHtml(404, { home: `${SHELL_ORIGIN}/`, stylesheets: [] }))
    const refused = await remote.server.inject({ method: 'DELETE', url: '/assets/remoteEntry.js' })
    expect(refused.statusCode).toBe(405)
    expect(refused.body).toContain(`<h1 class="mt-2 text-3xl font-bold">${STATUS_TEXTS[405].title}</h1>`)
  })
})
