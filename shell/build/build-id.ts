import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const SKIPPED = /(^|\/)(node_modules|dist|dist-[^/]*)$|\.test\.tsx?$/

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
