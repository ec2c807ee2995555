import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { withoutEncodingSuffix, writePrecompressed } from '../serving/precompressed'

/**
 * Writes a brotli and a gzip copy beside each asset the build wrote (see serving/precompressed.ts).
 * Runs last, on the files as they are on disk: each copy is of the final bytes and names, the compile
 * hint and a remote's build id (build-id.ts) included.
 */
export function precompressAssets(): Plugin {
  let assetsDir = 'assets'
  return {
    name: 'pacanele:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        const outDir = options.dir
        if (!outDir) return
        const assets = readdirSync(join(outDir, assetsDir), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && withoutEncodingSuffix(entry.name) === entry.name)
          .map((entry) => join(entry.parentPath, entry.name))
        await Promise.all(assets.map((file) => writePrecompressed(file)))
      },
    },
  }
}
