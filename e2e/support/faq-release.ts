import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { repo } from './deploy'

/** A question of the home page's FAQ, and how the FAQ team's next release words it. */
export const OLD_QUESTION = 'Ce sunt păcănelele online?'
export const NEW_QUESTION = 'Ce înseamnă, de fapt, păcănele online?'

/** The FAQ team's next release: its own config, merging the shared one, with one question reworded. */
export function rewordedFaqConfig(dir: string): string {
  const file = join(dir, 'vite.release.config.ts')
  writeFileSync(
    file,
    `import { defineAppConfig } from ${JSON.stringify(join(repo, 'shell/build/app-config.ts'))}
export default defineAppConfig('faq', {
  plugins: [{
    name: 'release-reworded-question',
    transform: (code, id) => id.endsWith('/data/home.ts') ? code.replace(${JSON.stringify(OLD_QUESTION)}, ${JSON.stringify(NEW_QUESTION)}) : undefined,
  }],
})
`,
  )
  return file
}

/**
 * The FAQ built again from the same sources, with one bundled package that is not shared (clsx, which
 * `cn` calls) resolved to a patched copy of its ES module: what a dependency bump ships.
 */
export function patchedClsxFaqConfig(dir: string): string {
  const clsx = join(dirname(createRequire(join(repo, 'shell/package.json')).resolve('clsx')), 'clsx.mjs')
  const original = readFileSync(clsx, 'utf8')
  const patched = original.replace('return n}export default', 'return n.trim()}export default')
  if (patched === original) throw new Error(`${clsx}: the code to patch is not there any more`)
  const patchedFile = join(dir, 'clsx.patched.mjs')
  writeFileSync(patchedFile, patched)
  const file = join(dir, 'vite.patched-clsx.config.ts')
  writeFileSync(
    file,
    `import { defineAppConfig } from ${JSON.stringify(join(repo, 'shell/build/app-config.ts'))}
export default defineAppConfig('faq', {
  plugins: [{ name: 'patched-clsx', enforce: 'pre', resolveId: (id) => (id === 'clsx' ? ${JSON.stringify(patchedFile)} : undefined) }],
})
`,
  )
  return file
}
