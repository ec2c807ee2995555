import { join } from 'node:path'
import type { Plugin } from 'vite'
import { writePrecompressed } from '../server/precompressed'

/**
 * Writes a brotli and a gzip copy beside each asset the build wrote (see server/precompressed.ts).
 * Runs once the files are on disk, so each copy is of the final bytes, compile hint included.
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
      async handler(options, bundle) {
        const outDir = options.dir
        if (!outDir) return
        const assets = Object.keys(bundle).filter((fileName) => fileName.startsWith(`${assetsDir}/`))
        await Promise.all(assets.map((fileName) => writePrecompressed(join(outDir, fileName))))
      },
    },
  }
}
