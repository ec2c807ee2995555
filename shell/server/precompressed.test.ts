// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localOrigin } from 'shell/tooling/federation/apps'
import { createAppServer } from './app-server'
import { writePrecompressed, withoutEncodingSuffix } from 'shell/tooling/serving/precompressed'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Compressible and over the size limit, like a real chunk. */
const chunkCode = (name: string) =>
  `export const ${name} = [${Array.from({ length: 400 }, (_, i) => `'${name}-${i}'`).join(',')}]\n`

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompressed-'))
  mkdirSync(join(root, 'assets'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('writePrecompressed', () => {
  it('writes a brotli and a gzip copy that decompress to the exact file', async () => {
    const file = join(root, 'assets/start-abc.js')
    writeFileSync(file, chunkCode('start'))
    expect(await writePrecompressed(file)).toEqual([`${file}.br`, `${file}.gz`])
    const original = readFileSync(file)
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(original)
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(original)
    expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length / 4)
  })

  it('leaves small files and images alone', async () => {
    writeFileSync(join(root, 'assets/tiny.js'), 'export const a = 1\n')
    writeFileSync(join(root, 'assets/cover.png'), Buffer.alloc(4096, 7))
    expect(await writePrecompressed(join(root, 'assets/tiny.js'))).toEqual([])
    expect(await writePrecompressed(join(root, 'assets/cover.png'))).toEqual([])
  })

  it('names the file a copy stands for', () => {
    expect(withoutEncodingSuffix('/assets/remoteEntry.js.br')).toBe('/assets/remoteEntry.js')
    expect(withoutEncodingSuffix('/assets/style-x.css.gz')).toBe('/assets/style-x.css')
    expect(withoutEncodingSuffix('/assets/start-x.js')).toBe('/assets/start-x.js')
  })
})

describe('the Node server sends the precompressed copies', () => {
  async function served(kind: 'shell' | 'remote', url: string, acceptEncoding: string) {
    const server = await createAppServer({ root, kind, shellOrigins: [localOrigin(4173)] })
    try {
      return await server.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } })
    } finally {
      await server.close()
    }
  }

  beforeEach(async () => {
    for (const name of ['start-abc', 'remoteEntry']) {
      writeFileSync(join(root, `assets/${name}.js`), chunkCode(name.replace('-', '_')))
      await writePrecompressed(join(root, `assets/${name}.js`))
    }
  })

  it('brotli when the browser takes it, as built, with the headers of the file it stands for', async () => {
    const response = await served('remote', '/assets/start-abc.js', 'gzip, deflate, br')
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.rawPayload).toEqual(readFileSync(join(root, 'assets/start-abc.js.br')))
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(String(response.headers.vary).split(', ')).toContain('accept-encoding')
  })

  it('keeps remoteEntry.js revalidated when it is sent as its brotli copy', async () => {
    const response = await served('remote', '/assets/remoteEntry.js', 'br')
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('gzip for a browser without brotli, the file itself for one without either', async () => {
    const gzipped = await served('shell', '/assets/start-abc.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.rawPayload).toEqual(readFileSync(join(root, 'assets/start-abc.js.gz')))
    const plain = await served('shell', '/assets/start-abc.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(chunkCode('start_abc'))
    expect(String(plain.headers.vary).split(', ')).toContain('accept-encoding')
  })
})
