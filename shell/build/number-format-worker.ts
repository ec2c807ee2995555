/**
 * The number-format worker (`src/boot/number-format.worker.ts`), built as one self-contained module
 * file among the shell's assets, and the head's `<meta name="pacanele:number-format-worker">` pointed
 * at it. index.html names the worker's source in that meta, which is what the dev server serves; the
 * page's inline script (`src/boot/inline/number-format.ts`) starts whatever the meta names.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { NUMBER_FORMAT_WORKER_META } from '../src/boot/inline/number-format'
import { bundleOneFile } from './bundle-one-file'
import { compileHints } from './compile-hints'

const shellRoot = fileURLToPath(new URL('..', import.meta.url))
const ASSET_NAME = 'number-format.worker.js'
const META_TAG = new RegExp(`(<meta name="${NUMBER_FORMAT_WORKER_META}" content=")([^"]+)(")`, 'g')

/** The worker's source, as index.html's meta names it (a path from the shell's root). */
export function workerSourceOf(html: string): string {
  const found = [...html.matchAll(META_TAG)]
  if (found.length !== 1)
    throw new Error(`number-format-worker: index.html needs one <meta name="${NUMBER_FORMAT_WORKER_META}">`)
  return found[0]![2]!
}

/** The page with its meta pointing at the built worker. */
export function pointAtBuiltWorker(html: string, url: string): string {
  workerSourceOf(html)
  return html.replace(
    META_TAG,
    (_tag, before: string, _source: string, after: string) => before + url + after,
  )
}

/** The worker as one ES module file, hinted as every chunk is: a module worker may import, but one file is one request. */
export function bundleWorker(source: string): Promise<string> {
  return bundleOneFile({
    input: join(shellRoot, source),
    format: 'es',
    root: shellRoot,
    plugins: [compileHints()],
  })
}

export function numberFormatWorker(): Plugin {
  let base = '/'
  let reference: string | undefined
  return {
    name: 'pacanele:number-format-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    async buildStart() {
      const html = readFileSync(join(shellRoot, 'index.html'), 'utf8')
      const source = workerSourceOf(html).replace(/^\//, '')
      reference = this.emitFile({ type: 'asset', name: ASSET_NAME, source: await bundleWorker(source) })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle || !reference) return html
        const worker = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.names.includes(ASSET_NAME),
        )
        if (!worker) throw new Error('number-format-worker: the build wrote no worker file')
        return pointAtBuiltWorker(html, base + worker.fileName)
      },
    },
  }
}
