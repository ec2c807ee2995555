import { readFile, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * The build's assets are compressed once, at build time, into siblings the servers send as they are
 * (`start-x.js.br`, `start-x.js.gz`): @fastify/static's `preCompressed`, nginx's `gzip_static`.
 * Compressing on every request cost the Node server 18 ms of CPU for the shell's largest chunk, on
 * the cores that were hydrating the page. Only files no deploy step rewrites get siblings (a stale
 * sibling would be served instead of its file): the hashed assets and remoteEntry.js, not
 * release-record.json or the sitemap, which stay compressed on the fly.
 */
const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const

/** Below this, a compressed copy saves too little to be worth a file (and the servers send it as is). */
export const MIN_COMPRESSIBLE_BYTES = 1024

const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|map)$/

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE_FILE.test(withoutEncodingSuffix(path))
}

/** The file a precompressed sibling stands for: what its cache policy and type depend on. */
export function withoutEncodingSuffix(path: string): string {
  const suffix = PRECOMPRESSED_SUFFIXES.find((candidate) => path.endsWith(candidate))
  return suffix ? path.slice(0, -suffix.length) : path
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Writes `path.br` and `path.gz` beside a compressible file; returns the files written. */
export async function writePrecompressed(path: string): Promise<string[]> {
  if (!isCompressible(path)) return []
  const body = await readFile(path)
  if (body.length < MIN_COMPRESSIBLE_BYTES) return []
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const written = [
    [`${path}.br`, br],
    [`${path}.gz`, gz],
  ] as const
  await Promise.all(written.map(([file, data]) => writeFile(file, data)))
  return written.map(([file]) => file)
}
