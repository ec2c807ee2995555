import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROVIDED_FOR_OLDER_BUILDS } from '../build/shared-packages'
import { isSharedChunk, isSharedChunkOf } from '../src/federation/plugin/chunk-names'
import { pluginChanged } from '../src/federation/plugin/installed'

/** A static import in a built chunk: `import"./x.js"` or `from"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g

/**
 * The shell's shared-package chunks (React, the router, zustand…) and what they import statically.
 * The federation runtime imports them one after another as each asks for the next; hinted in the
 * composed page, they download together while it parses. Those the template already hints are left out,
 * and those provided only for older remote builds (`PROVIDED_FOR_OLDER_BUILDS`).
 */
export function sharedChunkPreloads(outDir: string, template: string): string[] {
  const assets = join(outDir, 'assets')
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file)) return
    found.add(file)
    for (const [, next] of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(next!)
  }
  const shared = readdirSync(assets).filter(isSharedChunk)
  // The shell always shares React: finding none means the plugin names its chunks otherwise now.
  if (shared.length === 0) throw pluginChanged('chunk-names', `no shared-package chunk in ${assets}`)
  shared.filter((file) => !PROVIDED_FOR_OLDER_BUILDS.some((pkg) => isSharedChunkOf(file, pkg))).forEach(visit)
  return [...found].map((file) => `/assets/${file}`).filter((href) => !template.includes(`"${href}"`))
}
