// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localOrigin, remoteApps } from 'shell/tooling/federation/apps'
import { createAppServer } from './app-server'
import { faqEntry, testRecord } from 'shell/tooling/test/release-records'
import {
  cspHash,
  inlineScriptHashes,
  recordOrigins,
  nginxDocumentHeaderMaps,
  nginxSecurityHeaders,
  type ServedBy,
} from 'shell/tooling/serving/headers'

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'"
const STYLE_HASH = "'sha256-8ilcya6PJ2mDcuNFfcZaaOL85o/T7b8cPlsalzaJVOs='"
const DEPLOYED_FAQ = 'https://faq.example.ro/v42/assets/remoteEntry.js'
const tableOrigins = Object.values(remoteApps).map((app) => localOrigin(app.port))

describe('CSP hashes', () => {
  it('are the base64 SHA-256 of the exact text, quoted as a CSP source', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  it('cover the inline scripts of a page, not its external or module scripts', () => {
    const html = `<script type="module" src="/assets/x.js"></script><script>${THEME_SCRIPT}</script>`
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`,
    ])
  })
})

describe("recordOrigins (the CSP's remote origins from release-record.json)", () => {
  it('names the origins of version 1 entries', () => {
    expect(recordOrigins(JSON.stringify({ faq: DEPLOYED_FAQ, home: '/home/assets/remoteEntry.js' }))).toEqual(
      ['https://faq.example.ro'],
    )
  })

  it("names version 2's stable, previous, candidates' and so the canary's origins, not a blocked build's", () => {
    const record = testRecord({
      previous: { build: 'b40', entry: faqEntry('b40', 'https://vechi.example.ro') },
      candidates: {
        b42: { entry: faqEntry('b42', 'https://canar.example.ro') },
        b43: { entry: faqEntry('b43', 'https://candidat.example.ro') },
        b44: { entry: faqEntry('b44', 'https://retras.example.ro') },
      },
      canary: { build: 'b42', percent: 10, salt: 'faq-b42' },
      blocked: ['b44'],
    })
    expect(recordOrigins(JSON.stringify(record)).sort()).toEqual(
      [
        'https://candidat.example.ro',
        'https://canar.example.ro',
        'https://faq.example.ro',
        'https://vechi.example.ro',
      ].sort(),
    )
  })

  it.each([undefined, '', '{"faq": "javascript:alert(1)"}', '{"version": 2, "remotes": {"faq": {}}}'])(
    'names none for a file the browser would refuse: %j',
    (text) => {
      expect(recordOrigins(text)).toEqual([])
    },
  )
})

/**
 * The headers nginx would add to the answer of a request for `destination` (`Sec-Fetch-Dest`), read
 * back from the generated lines and maps; a header whose value is empty is not added, as nginx does.
 */
function nginxHeaders(
  lines: string[],
  maps: string[],
  destination: string | undefined,
): Record<string, string> {
  const variables = new Map(
    maps.map((map) => {
      const [, variable, body] = /^map \$http_sec_fetch_dest (\$\w+) \{ (.*) \}$/.exec(map)!
      const values = new Map([...body!.matchAll(/(\w+) "([^"]*)";/g)].map(([, key, value]) => [key!, value!]))
      return [variable!, values.get(destination ?? 'default') ?? values.get('default')!]
    }),
  )
  return Object.fromEntries(
    lines.flatMap((line) => {
      const [, name, literal, variable] = /^add_header ([\w-]+) (?:"(.*)"|(\$\w+)) always;$/.exec(line)!
      const value = literal ?? variables.get(variable!)
      expect(value, `${name}'s variable has a map`).toBeDefined()
      return value ? [[name!.toLowerCase(), value]] : []
    }),
  )
}

describe('Node server and nginx send the same security headers', () => {
  let root: string
  beforeEach(() => {
    vi.stubEnv('REMOTE_ORIGINS', undefined)
    root = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(root, 'index.html'), `<html><head><script>${THEME_SCRIPT}</script></head></html>`)
    writeFileSync(join(root, 'release-record.json'), JSON.stringify({ faq: DEPLOYED_FAQ }))
    mkdirSync(join(root, 'composed'))
    writeFileSync(
      join(root, 'composed/index.json'),
      JSON.stringify({ pages: {}, notFound: '404.html', frame: 'frame.html', styleHashes: [STYLE_HASH] }),
    )
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(root, { recursive: true, force: true })
  })

  const cases: Array<[ServedBy, string[], string[]]> = [
    ['shell', [cspHash(THEME_SCRIPT)], [STYLE_HASH]],
    ['remote', [], []],
  ]
  for (const [kind, scriptHashes, styleHashes] of cases) {
    it(`${kind}: every header nginx adds, with the same value, for a document and for a stylesheet`, async () => {
      if (kind === 'remote') rmSync(join(root, 'index.html'))
      if (kind === 'remote') rmSync(join(root, 'composed'), { recursive: true })
      const server = await createAppServer({ root, kind, shellOrigins: [localOrigin(4173)] })
      const deployed = {
        scriptHashes,
        styleHashes,
        remoteOrigins: ['https://faq.example.ro', ...tableOrigins],
      }
      const lines = nginxSecurityHeaders(kind)
      const maps = nginxDocumentHeaderMaps(kind, deployed)
      // Vary aside: each server adds its own values to it (nginx's gzip a header of its own).
      const names = Object.keys(nginxHeaders(lines, maps, undefined)).filter((name) => name !== 'vary')
      for (const destination of [undefined, 'document', 'worker', 'style', 'script', 'empty']) {
        const response = await server.inject({
          method: 'GET',
          url: '/release-record.json',
          headers: destination ? { 'sec-fetch-dest': destination } : {},
        })
        const { vary: _vary, ...expected } = nginxHeaders(lines, maps, destination)
        const sent = Object.fromEntries(
          names.flatMap((name) =>
            response.headers[name] === undefined ? [] : [[name, response.headers[name]]],
          ),
        )
        expect(sent, String(destination)).toEqual(expected)
        const isDocument = !['style', 'script', 'empty'].includes(destination!)
        expect(Object.hasOwn(sent, 'content-security-policy'), String(destination)).toBe(isDocument)
        expect(Object.hasOwn(sent, 'x-frame-options'), String(destination)).toBe(isDocument)
        expect(sent['x-content-type-options'], String(destination)).toBe('nosniff')
        expect(String(response.headers.vary), String(destination)).toMatch(/sec-fetch-dest/i)
      }
      await server.close()
      const document = nginxHeaders(lines, maps, 'document')
      expect(document['content-security-policy']).toContain(
        kind === 'shell' ? "'unsafe-hashes' " + STYLE_HASH : "style-src 'self' https://faq.example.ro",
      )
      expect(document['cross-origin-resource-policy']).toBe(kind === 'shell' ? 'same-origin' : 'cross-origin')
    })
  }
})
