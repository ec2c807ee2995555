import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'

const SKIPPED = /(^|\/)(node_modules|dist|dist-[^/]*)$|\.test\.tsx?$/

/**
 * The folders of an app whose files ship: its code (`src/`) and its data (`content/`, e.g. the
 * catalogue's JSON). Scripts, build tools and tests stay out, so editing them changes no build id.
 */
const SHIPPED_FOLDERS = ['src', 'content']

/** The app's shipped folders that exist. */
export function shippedDirs(appDir: string): string[] {
  return SHIPPED_FOLDERS.map((folder) => join(appDir, folder)).filter((dir) => existsSync(dir))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.test(join(dir, entry.name)))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort()
}

/**
 * A short name for a release, from what goes into it: the same sources and inputs give the same id,
 * so rebuilding unchanged code does not make composed pages look stale.
 */
export function sourceBuildId(dirs: readonly string[], inputs: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(inputs))
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) hash.update(relative(dir, file)).update(readFileSync(file))
  }
  // Hex, so the id is also a valid build id in remotes.json (lowercase letters and digits).
  return hash.digest('hex').slice(0, 16)
}

/** The files a build read that no build id covers: outside `dirs` and outside any package. */
export function filesOutside(moduleIds: Iterable<string>, dirs: readonly string[]): string[] {
  return [...moduleIds]
    .map((id) => id.split('?')[0]!)
    .filter(
      (file) =>
        isAbsolute(file) &&
        !file.includes(`${sep}node_modules${sep}`) &&
        !dirs.some((dir) => file.startsWith(dir + sep)),
    )
}

/**
 * Fails a build that bundles a file the build id does not hash: with it, a changed file would ship
 * under the old id and the pages composed from the old one would look current.
 */
export function buildIdCoversBundle(dirs: readonly string[]): Plugin {
  return {
    name: 'pacanele:build-id-covers-bundle',
    apply: 'build',
    generateBundle() {
      const outside = filesOutside(this.getModuleIds(), dirs)
      if (outside.length > 0)
        this.error(
          `these files ship but the build id does not cover them (move them under ${dirs.join(' or ')}):\n  ${outside.join('\n  ')}`,
        )
    },
  }
}
