import type { APIRequestContext, APIResponse } from '@playwright/test'
import { statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '../support/fixtures'
import { entryAt, ORIGINS, REMOTE_NAMES } from '../support/apps'
import { repo } from '../support/deploy'
import { NGINX_ORIGINS, startNginx } from '../support/nginx'
import { allPagePaths } from '../support/routes'
import { styleAttributes } from 'shell/tooling/compose/composed-index'
import { exposedChunkPattern } from 'shell/tooling/federation/plugin/chunk-names'
import { ALLOW, cspHash, MAX_REQUEST_HEADER_BYTES } from 'shell/tooling/serving/headers'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { openLive } from '../support/live'
import { NUMBER_FORMAT_WORKER_META } from 'shell/tooling/boot/inline/number-format'
import { HOME_LINK_TEXT, STATUS_TEXTS, type PageStatus } from 'shell/tooling/lib/status-pages'

type Origins = typeof ORIGINS

async function firstAsset(request: APIRequestContext, origins: Origins): Promise<string> {
  const html = await (await request.get(`${origins.shell}/`)).text()
  // The page's module script: large enough that the build keeps compressed copies of it.
  const match = /<script type="module"[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"/.exec(html)
  expect(match, 'index.html names a hashed module script').not.toBeNull()
  return match![1]!
}

/**
 * A GET with its path exactly as written: Playwright's client, like a browser, would read `/\x` as
 * `//x` before sending it, so only a plain Node request sends a raw backslash.
 */
function rawGet(origin: string, path: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    httpRequest({ hostname, port, path }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location }))
    })
      .on('error', reject)
      .end()
  })
}

/** Paths a link could use to bounce a visitor off the site, and where each server sends them. */
const OFF_SITE_ATTEMPTS: Array<[path: string, status: number, location?: string]> = [
  ['//evil.example', 301, '/evil.example'],
  ['//evil.example/', 301, '/evil.example'],
  ['//evil.example/?s=x', 301, '/evil.example?s=x'],
  ['/\\evil.example', 301, '/evil.example'],
  ['/\\evil.example/', 301, '/evil.example'],
  ['/\\/evil.example', 301, '/evil.example'],
  ['/\\\\evil.example', 301, '/evil.example'],
  ['///evil.example/..', 301, '/evil.example/..'],
  ['/%5Cevil.example/', 301, '/%5Cevil.example'],
  ['/%5Cevil.example', 404],
  ['/%2F%2Fevil.example/', 301, '/%2F%2Fevil.example'],
  ['/%2F%2Fevil.example', 404],
  ['/%09/evil.example/', 301, '/%09/evil.example'],
  ['/%0A/evil.example/', 301, '/%0A/evil.example'],
  ['/%0D%0A/evil.example/', 301, '/%0D%0A/evil.example'],
  ['/?next=//evil.example', 200],
]

const REFUSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']

/**
 * A request written on a socket as it stands: no HTTP client sends a malformed one. The answer is read
 * to the end (the request asks the server to close).
 */
function rawExchange(origin: string, request: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    const chunks: Buffer[] = []
    connect(Number(port), hostname, function (this: Socket) {
      this.end(request)
    })
      .on('data', (chunk) => chunks.push(chunk))
      .on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const [head = '', ...body] = text.split('\r\n\r\n')
        resolve({ status: Number(head.split(' ')[1]), body: body.join('\r\n\r\n') })
      })
      .on('error', reject)
  })
}

/** The requests a server refuses, as each deployment is asked them, and the status each gets. */
const REFUSALS: Array<
  [
    what: string,
    status: PageStatus,
    ask: (origins: Origins, request: APIRequestContext) => Promise<{ status: number; body: string }>,
  ]
> = [
  [
    'an over-long URL',
    431,
    async (o, request) =>
      answered(await request.get(`${o.shell}/?s=${'a'.repeat(MAX_REQUEST_HEADER_BYTES)}`)),
  ],
  ['a POST', 405, async (o, request) => answered(await request.post(`${o.shell}/sloturi-online`))],
  ['a request without Host', 400, (o) => rawExchange(o.shell, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n')],
  [
    'a request line that is not HTTP',
    400,
    (o) => rawExchange(o.shell, 'GET /a b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
  ],
  [
    'a page that does not exist',
    404,
    async (o, request) => answered(await request.get(`${o.shell}/nu-exista`)),
  ],
  [
    'a file a remote does not have',
    404,
    async (o, request) => answered(await request.get(`${o.faq}/assets/nu-exista.js`)),
  ],
  ['a DELETE to a remote', 405, async (o, request) => answered(await request.delete(entryAt(o.faq)))],
  [
    'a GET of the collector',
    405,
    async (o, request) => answered(await request.get(`${o.shell}${COLLECTOR_PATH}`)),
  ],
  ['a batch that is not JSON', 400, async (o, request) => answered(await postBatch(request, o, '{'))],
  [
    'a batch from another site',
    403,
    async (o, request) => answered(await postBatch(request, o, '{}', { 'sec-fetch-site': 'cross-site' })),
  ],
  [
    'a batch over 64 KiB',
    413,
    async (o, request) => answered(await postBatch(request, o, 'x'.repeat(70_000))),
  ],
]

function postBatch(
  request: APIRequestContext,
  o: Origins,
  data: string,
  headers: Record<string, string> = {},
) {
  // As a page's batch: the collector refuses a POST without Origin before reading it.
  return request.post(`${o.shell}${COLLECTOR_PATH}`, {
    headers: { 'content-type': 'application/json', origin: o.shell, ...headers },
    data,
  })
}

async function answered(response: APIResponse) {
  return { status: response.status(), body: await response.text() }
}

function smoke(server: string, origins: Origins) {
  test(`${server}: pages 200, unknown 404, canonical 301`, async ({ request }) => {
    for (const path of allPagePaths)
      expect((await request.get(origins.shell + path)).status(), path).toBe(200)
    expect((await request.get(`${origins.shell}/nu-exista`)).status()).toBe(404)
    expect(await (await request.get(`${origins.shell}/nu-exista`)).text()).toContain('<html lang="ro">')
    const redirect = await request.get(`${origins.shell}/Sloturi-Online/`, { maxRedirects: 5 })
    expect(new URL(redirect.url()).pathname).toBe('/sloturi-online')
    const bonus = await request.get(`${origins.shell}/sloturi-bonus`, { maxRedirects: 0 })
    expect(bonus.status()).toBe(301)
    expect(bonus.headers().location).toMatch(/\/sloturi-cu-bonus$/)
  })

  test(`${server}: a redirect never names another host`, async () => {
    for (const [path, status, location] of OFF_SITE_ATTEMPTS) {
      const response = await rawGet(origins.shell, path)
      expect(response, path).toEqual({ status, location })
      if (location) expect(new URL(location, origins.shell).origin, path).toBe(origins.shell)
    }
  })

  test(`${server}: GET and HEAD only; any other method gets 405 with Allow`, async ({ request }) => {
    const asset = await firstAsset(request, origins)
    const urls = [
      `${origins.shell}/`,
      `${origins.shell}/sloturi-online`,
      `${origins.shell}/nu-exista`,
      `${origins.shell}/Sloturi-Online/`,
      origins.shell + asset,
      `${origins.shell}/release-record.json`,
      ...REMOTE_NAMES.map((name) => entryAt(origins[name])),
    ]
    for (const url of urls) {
      for (const method of REFUSED_METHODS) {
        // As a browser's CORS preflight: the shell loads remotes with plain GETs, never preflighted.
        const response = await request.fetch(url, {
          method,
          headers: { Origin: origins.shell, 'Access-Control-Request-Method': 'GET' },
          maxRedirects: 0,
        })
        expect(response.status(), `${method} ${url}`).toBe(405)
        expect(response.headers().allow, `${method} ${url}`).toBe(ALLOW)
        expect(response.headers()['x-content-type-options'], `${method} ${url}`).toBe('nosniff')
        expect(response.headers()['access-control-allow-methods'], `${method} ${url}`).toBeUndefined()
      }
      const head = await request.head(url, { maxRedirects: 0 })
      expect(head.status(), `HEAD ${url}`).toBe((await request.get(url, { maxRedirects: 0 })).status())
      expect(head.headers().allow, `HEAD ${url}`).toBeUndefined()
    }
  })

  test(`${server}: request line and headers past ${MAX_REQUEST_HEADER_BYTES} bytes get 431, and the server carries on`, async ({
    request,
  }) => {
    const search = (length: number) => `${origins.shell}/?s=${'a'.repeat(length)}`
    expect((await request.get(search(MAX_REQUEST_HEADER_BYTES - 2048))).status()).toBe(200)
    const refused = await request.get(search(MAX_REQUEST_HEADER_BYTES))
    expect(refused.status()).toBe(431)
    // A body: with none, a browser shows an error page of its own instead of the answer.
    expect(await refused.text()).toContain(STATUS_TEXTS[431].title)
    const cookie = 'c='.padEnd(MAX_REQUEST_HEADER_BYTES, 'x')
    expect((await request.get(entryAt(origins.faq), { headers: { cookie } })).status()).toBe(431)
    expect((await request.get(`${origins.shell}/`)).status()).toBe(200)
    expect((await request.get(entryAt(origins.faq))).status()).toBe(200)
  })

  test(`${server}: every refusal is a Romanian page with a link home`, async ({ request }) => {
    for (const [what, status, ask] of REFUSALS) {
      const { status: got, body } = await ask(origins, request)
      expect(got, what).toBe(status)
      expect(body, what).toContain('<html lang="ro">')
      expect(body, what).toMatch(new RegExp(`<h1[^>]*>${STATUS_TEXTS[status].title}</h1>`))
      // Home is the shell's origin: a remote's page names the site's public address (built as the shell's).
      expect(body, what).toMatch(
        new RegExp(`<a [^>]*href="(/|${ORIGINS.shell}/)"[^>]*>${HOME_LINK_TEXT}</a>`),
      )
    }
  })

  test(`${server}: composed pages, the frame for a query, the composed 404 page`, async ({ request }) => {
    const page = await (await request.get(`${origins.shell}/sloturi-online`)).text()
    expect(page).toMatch(/<h1[^>]*>Sloturi Online<\/h1>/)
    expect(page).toContain('"kind":"page","path":"/sloturi-online"')
    const filtered = await request.get(`${origins.shell}/sloturi-online?furnizor=novomatic`)
    expect(filtered.status()).toBe(200)
    expect(await filtered.text()).toContain('"kind":"frame"')
    const search = await (await request.get(`${origins.shell}/?s=book`)).text()
    expect(search).toContain('"kind":"frame"')
    const missing = await request.get(`${origins.shell}/nu-exista?x=1`)
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toMatch(/<h1[^>]*>Pagina nu a fost găsită<\/h1>/)
  })

  test(`${server}: security headers on pages`, async ({ request }) => {
    for (const path of ['/', '/sloturi-online', '/nu-exista']) {
      const response = await request.get(origins.shell + path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toContain("'self'")
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(scriptSrc).not.toContain('unsafe-eval')
      expect(scriptSrc).toContain(origins.faq)
      expect(csp).toContain("frame-ancestors 'none'")
      // The composed pages' style attributes, if any, are allowed by hash; never inline styles in general.
      const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? ''
      for (const style of styleAttributes(await response.text())) expect(styleSrc).toContain(cspHash(style))
      expect(styleSrc.includes("'unsafe-hashes'")).toBe(styleSrc.includes("'sha256-"))
      expect(styleSrc).not.toContain('unsafe-inline')
      expect(csp).toContain("object-src 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['cache-control']).toBe('no-cache')
    }
  })

  test(`${server}: cache policy`, async ({ request }) => {
    const asset = await firstAsset(request, origins)
    expect((await request.get(origins.shell + asset)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await request.get(`${origins.shell}/release-record.json`)).headers()['cache-control']).toBe(
      'no-cache',
    )
    const entry = await request.get(entryAt(origins.faq))
    expect(entry.status()).toBe(200)
    expect(entry.headers()['cache-control']).toBe('no-cache')
    const chunk = exposedChunkPattern('Faq').exec(await entry.text())![0]
    expect((await request.get(`${origins.faq}/assets/${chunk}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  test(`${server}: assets go out as the build compressed them`, async ({ request }) => {
    const asset = await firstAsset(request, origins)
    // nginx sends the gzip copy (gzip_static); brotli would need the ngx_brotli module.
    const copies = server === 'node' ? { br: '.br', gzip: '.gz' } : { gzip: '.gz' }
    for (const [encoding, suffix] of Object.entries(copies)) {
      const headers = (
        await request.get(origins.shell + asset, { headers: { 'Accept-Encoding': encoding } })
      ).headers()
      expect(headers['content-encoding'], encoding).toBe(encoding)
      // Compressed on the fly, a body has no length known in advance; the build's copy has its own.
      const copy = statSync(join(repo, 'shell/dist', asset + suffix))
      expect(Number(headers['content-length']), encoding).toBe(copy.size)
      expect(headers.vary?.toLowerCase(), encoding).toContain('accept-encoding')
    }
  })

  test(`${server}: the icons a page links are PNG images, revalidated`, async ({ request }) => {
    // An SVG icon is a document of its own, parsed and laid out (its text too) on the page's main
    // thread while the page hydrates; a PNG is only decoded.
    const html = await (await request.get(`${origins.shell}/sloturi-online`)).text()
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]* href="([^"]+)"/g)]
    expect(icons.map(([, href]) => href)).toEqual(['/favicon.png', '/apple-touch-icon.png'])
    for (const [, href] of icons) {
      const icon = await request.get(origins.shell + href!)
      expect(icon.status(), href).toBe(200)
      expect(icon.headers()['content-type'], href).toBe('image/png')
      expect(icon.headers()['cache-control'], href).toBe('no-cache')
      expect((await icon.body()).subarray(1, 4).toString(), href).toBe('PNG')
    }
  })

  test(`${server}: a document's own headers go on documents and workers, not on what a page loads into itself`, async ({
    page,
    request,
  }) => {
    const answers: Array<{ destination: string; url: string; headers: Record<string, string> }> = []
    page.on('response', async (response) => {
      const destination = (await response.request().allHeaders())['sec-fetch-dest'] ?? ''
      answers.push({ destination, url: response.url(), headers: await response.allHeaders() })
    })
    await page.goto(`${origins.shell}/`)
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
    const document = answers.find((answer) => answer.destination === 'document')
    expect(document?.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(document?.headers['x-frame-options']).toBe('DENY')
    for (const destination of ['style', 'script']) {
      const loaded = answers.filter((answer) => answer.destination === destination)
      expect(loaded.length, destination).toBeGreaterThan(2)
      for (const { url, headers } of loaded) {
        expect(headers['content-security-policy'], url).toBeUndefined()
        expect(headers['x-frame-options'], url).toBeUndefined()
        expect(headers['permissions-policy'], url).toBeUndefined()
        expect(headers['x-content-type-options'], url).toBe('nosniff')
        expect(headers.vary?.toLowerCase(), url).toContain('sec-fetch-dest')
      }
    }
    // A worker takes its CSP from its own answer.
    const workerUrl = await page.locator(`meta[name="${NUMBER_FORMAT_WORKER_META}"]`).getAttribute('content')
    const worker = await request.get(origins.shell + workerUrl, { headers: { 'Sec-Fetch-Dest': 'worker' } })
    expect(worker.status()).toBe(200)
    expect(worker.headers()['content-security-policy']).toContain("default-src 'self'")
  })

  test(`${server}: a remote's files answer any origin, without credentials; the shell's pages answer none`, async ({
    request,
  }) => {
    // The site opened at its own origin, at 127.0.0.1, or from a phone at this machine's LAN address.
    const readers = [
      origins.shell,
      origins.shell.replace('localhost', '127.0.0.1'),
      'http://192.168.1.20:4173',
    ]
    for (const remote of REMOTE_NAMES.map((name) => origins[name])) {
      for (const origin of readers) {
        const answer = await request.get(entryAt(remote), { headers: { Origin: origin } })
        expect(answer.status(), `${remote} for ${origin}`).toBe(200)
        expect(answer.headers()['access-control-allow-origin'], `${remote} for ${origin}`).toBe('*')
        expect(
          answer.headers()['access-control-allow-credentials'],
          `${remote} for ${origin}`,
        ).toBeUndefined()
        expect(answer.headers()['x-content-type-options']).toBe('nosniff')
      }
    }
    const page = await request.get(`${origins.shell}/`, { headers: { Origin: 'http://192.168.1.20:4173' } })
    expect(page.headers()['access-control-allow-origin']).toBeUndefined()
  })
}

test.describe('response headers', { tag: ['@shell', '@local'] }, () => {
  test.describe('Node server', () => smoke('node', ORIGINS))

  /** The headers both servers render from one definition; the rest (Date, ETag, …) is the server's own. */
  const SHARED_HEADERS = [
    'access-control-allow-origin',
    'allow',
    'cache-control',
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'permissions-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]

  /** A URL in either deployment, the method to ask it with, and where the browser would use the answer. */
  type Target = [url: (o: Origins) => string, method: string, destination?: string]

  /** One response's shared headers, with this deployment's own origins made comparable. */
  async function sharedHeaders(
    request: APIRequestContext,
    origins: Origins,
    [url, method, destination]: Target,
  ): Promise<Record<string, string>> {
    const asked = { Origin: origins.shell, ...(destination && { 'Sec-Fetch-Dest': destination }) }
    const headers = (await request.fetch(url(origins), { method, headers: asked })).headers()
    // Each server allows its own deployment's origins (nginx is given both sites'): compare the rest.
    const local = (value = '') =>
      value.replaceAll(origins.shell, 'SHELL').replace(/ ?http:\/\/localhost:\d+/g, '')
    return Object.fromEntries(SHARED_HEADERS.map((name) => [name, local(headers[name])]))
  }

  test.describe('nginx with the production config', () => {
    test.describe.configure({ mode: 'serial' })
    let stop: (() => void) | undefined
    test.beforeAll(() => {
      stop = startNginx()
    })
    test.afterAll(() => stop?.())
    smoke('nginx', NGINX_ORIGINS)

    test('nginx: the same status and the same page as the Node server for every refusal', async ({
      request,
    }) => {
      for (const [what, , ask] of REFUSALS)
        expect(await ask(NGINX_ORIGINS, request), what).toEqual(await ask(ORIGINS, request))
    })

    test('nginx: passes a batch to the collector and its 202 back, and keeps its internal paths out', async ({
      request,
    }) => {
      const batch = crypto.randomUUID()
      const view = crypto.randomUUID()
      const event = {
        event: 'play_free_click',
        gameId: 'nginx',
        builds: {},
        view,
        page: 'game',
      }
      const response = await postBatch(request, NGINX_ORIGINS, JSON.stringify({ batch, events: [event] }), {
        origin: NGINX_ORIGINS.shell,
      })
      expect(response.status()).toBe(202)
      expect(await response.json()).toEqual({ accepted: 1 })
      expect((await request.get(`${NGINX_ORIGINS.shell}/_internal/events`)).status()).toBe(404)
      // By view: the suite's other workers store events meanwhile, past any newest thousand.
      const stored = await request.get(`${ORIGINS.shell}/_internal/events?view=${view}`)
      const events = ((await stored.json()) as { events: Array<{ batch: string }> }).events
      expect(events.filter((row) => row.batch === batch)).toHaveLength(1)
    })

    test('nginx: the same security and cache headers as the Node server', async ({ request }) => {
      const asset = await firstAsset(request, ORIGINS)
      const targets: Array<[string, Target]> = [
        ['a page', [(o) => `${o.shell}/`, 'GET']],
        ['the 404 page', [(o) => `${o.shell}/nu-exista`, 'GET']],
        ['a hashed asset', [(o) => o.shell + asset, 'GET']],
        ['a hashed asset as a script', [(o) => o.shell + asset, 'GET', 'script']],
        ['the record as a fetch', [(o) => `${o.shell}/release-record.json`, 'GET', 'empty']],
        ['a page as a document', [(o) => `${o.shell}/`, 'GET', 'document']],
        ['the record', [(o) => `${o.shell}/release-record.json`, 'GET']],
        ['a page refusing a POST', [(o) => `${o.shell}/`, 'POST']],
        ['the collector refusing a GET', [(o) => `${o.shell}${COLLECTOR_PATH}`, 'GET']],
        ['an over-long URL', [(o) => `${o.shell}/?s=${'a'.repeat(MAX_REQUEST_HEADER_BYTES)}`, 'GET']],
        ['a file a remote does not have', [(o) => `${o.faq}/assets/nu-exista.js`, 'GET']],
        ...REMOTE_NAMES.flatMap((name): Array<[string, Target]> => [
          [`${name}'s entry`, [(o) => entryAt(o[name]), 'GET']],
          [`${name}'s entry as a script`, [(o) => entryAt(o[name]), 'GET', 'script']],
          [`${name}'s entry refusing a DELETE`, [(o) => entryAt(o[name]), 'DELETE']],
        ]),
      ]
      for (const [what, target] of targets) {
        const node = await sharedHeaders(request, ORIGINS, target)
        expect(node['x-content-type-options'], what).toBe('nosniff')
        expect(await sharedHeaders(request, NGINX_ORIGINS, target), what).toEqual(node)
      }
    })
  })

  test("a refusal wears the site's stylesheet and brings the visitor home, within the CSP", async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    // 'commit': a status page runs no app, so there is no readiness to wait for.
    const response = await page.goto(`/?s=${'a'.repeat(MAX_REQUEST_HEADER_BYTES)}`, { waitUntil: 'commit' })
    expect(response?.status()).toBe(431)
    await expect(page.getByRole('heading', { level: 1, name: STATUS_TEXTS[431].title })).toBeVisible()
    const home = page.getByRole('link', { name: HOME_LINK_TEXT })
    // The site's primary button colour, from its own stylesheet: an unstyled link has no background.
    await expect(home).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await home.click()
    await expect(page).toHaveURL(`${ORIGINS.shell}/`)
    expect(violations).toEqual([])
  })

  test.describe('no Content-Security-Policy violation', () => {
    for (const path of [...allPagePaths, '/?s=book', '/nu-exista']) {
      test(path, async ({ page }) => {
        await page.addInitScript(() => {
          const seen: string[] = []
          ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          )
        })
        await openLive(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        )
        expect(violations).toEqual([])
      })
    }
  })
})
