import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { withoutEncodingSuffix } from '../serving/precompressed'
import { SERVER_BUNDLE_DIR } from './server-bundle'

/**
 * Stands in the emitted files for the build id until it is known: the id is the hash of those files,
 * so it cannot be in them while they are hashed. As wide as an id, and not a valid one (upper case),
 * so a file that escaped the stamp is refused by release-record.json rather than taken for a release.
 */
export const BUILD_ID_PLACEHOLDER = 'BUILD-ID-PENDING'

/** Every file of a built folder, relative and in order; precompressed siblings are copies, left out. */
function emittedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => withoutEncodingSuffix(file) === file)
    .sort()
}

/**
 * A short name for a build, from the bytes it ships (browser assets, status pages, server bundle),
 * each with its path: the same output gives the same id, whatever changed that shipped nothing.
 */
export function emittedBuildId(dir: string): string {
  const hash = createHash('sha256')
  for (const file of emittedFiles(dir)) {
    const bytes = readFileSync(join(dir, file))
    hash.update(`${file}\0${bytes.length}\0`).update(bytes)
  }
  // Hex, so the id is also a valid build id in release-record.json (lowercase letters and digits).
  return hash.digest('hex').slice(0, BUILD_ID_PLACEHOLDER.length)
}

/**
 * Hashes a built folder, then writes the id where the placeholder stood, in file contents and names;
 * returns the id and the files stamped (by their new names).
 */
export function stampBuildId(dir: string): { buildId: string; stamped: string[] } {
  const buildId = emittedBuildId(dir)
  const stamped: string[] = []
  for (const file of emittedFiles(dir)) {
    const bytes = readFileSync(join(dir, file))
    const named = file.replaceAll(BUILD_ID_PLACEHOLDER, buildId)
    if (!bytes.includes(BUILD_ID_PLACEHOLDER) && named === file) continue
    // latin1 maps each byte to one character and back: only the placeholder's bytes change.
    const text = bytes.toString('latin1').replaceAll(BUILD_ID_PLACEHOLDER, buildId)
    writeFileSync(join(dir, named), Buffer.from(text, 'latin1'))
    if (named !== file) rmSync(join(dir, file))
    stamped.push(named)
  }
  return { buildId, stamped }
}

/**
 * Names a remote's build after what it emits. The build writes the placeholder where the id goes:
 * in `./meta` (app-meta.ts's `remoteBuildMeta`, which the server bundle exports too) and in the
 * name of `./meta`'s chunk, served as immutable like every hashed asset, so that a new id is a new
 * URL. Once the browser files and the server bundle are written, and before they are compressed,
 * the id replaces it.
 */
export function buildIdFromOutput(metaModule: string): Plugin {
  let log: (message: string) => void = () => {}
  return {
    name: 'pacanele:build-id',
    apply: 'build',
    config: (config) => {
      const assetsDir = config.build?.assetsDir ?? 'assets'
      return {
        build: {
          rollupOptions: {
            output: {
              chunkFileNames: (chunk) =>
                chunk.facadeModuleId === metaModule
                  ? `${assetsDir}/[name]-${BUILD_ID_PLACEHOLDER}.js`
                  : `${assetsDir}/[name]-[hash].js`,
            },
          },
        },
      }
    },
    configResolved(config) {
      log = (message) => config.logger.info(message)
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options) {
        if (!options.dir) return
        const { buildId, stamped } = stampBuildId(options.dir)
        const server = stamped.filter((file) => file.startsWith(`${SERVER_BUNDLE_DIR}/`))
        if (server.length === 0 || server.length === stamped.length)
          this.error(
            `the build id has nowhere to go: ./meta and the server bundle must both carry ${BUILD_ID_PLACEHOLDER} (stamped: ${stamped.join(', ') || 'nothing'})`,
          )
        log(`build id ${buildId} (${stamped.join(', ')})`)
      },
    },
  }
}
