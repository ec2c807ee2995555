import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { buildRemote, repo } from './deploy'

/** A question of the home page's FAQ, and how the FAQ team's next release words it. */
export const OLD_QUESTION = 'Ce sunt păcănelele online?'
export const NEW_QUESTION = 'Ce înseamnă, de fapt, păcănele online?'

/** The FAQ team's next release: its own config, merging the shared one, with one question reworded. */
export function rewordedFaqConfig(dir: string): string {
  const file = join(dir, 'vite.release.config.ts')
  writeFileSync(
    file,
    `import { remoteConfig } from ${JSON.stringify(join(repo, 'shell/build/remote-config.ts'))}
export default remoteConfig('faq', {
  plugins: [{
    name: 'release-reworded-question',
    transform: (code, id) => id.endsWith('/data/home.ts') ? code.replace(${JSON.stringify(OLD_QUESTION)}, ${JSON.stringify(NEW_QUESTION)}) : undefined,
  }],
})
`,
  )
  return file
}

/** Where the reworded release is kept between specs of a run: one folder per FAQ build it was made from. */
const REWORDED_PREFIX = 'faq-reworded-'
/** A lock older than this was left by a run that was killed while building. */
const STALE_LOCK_MS = 10 * 60_000
const WAIT_STEP_MS = 250
const MAX_WAIT_MS = 5 * 60_000

/**
 * The FAQ team's next release (`rewordedFaqConfig`), built once and copied into `dir`. Several specs
 * serve it, and each building its own cost a worker a minute on a loaded host. The build is kept
 * under the FAQ's own build id (what `pnpm build` made it from), so a new `pnpm build` builds it
 * afresh; two workers asking at once build it once: the first takes the lock, the other waits.
 */
export async function rewordedFaqBuild(dir: string): Promise<void> {
  const record = JSON.parse(readFileSync(join(repo, 'shell/dist/release-record.json'), 'utf8')) as {
    remotes: { faq: { stable: { build: string } } }
  }
  const kept = join(tmpdir(), `${REWORDED_PREFIX}${record.remotes.faq.stable.build}`)
  const lock = `${kept}.lock`
  for (let waited = 0; !existsSync(kept); waited += WAIT_STEP_MS) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(kept)) buildKept(kept)
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
      break
    }
    if (waited > MAX_WAIT_MS) throw new Error(`the reworded FAQ release was not built within 5 min (${lock})`)
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
  }
  cpSync(kept, dir, { recursive: true })
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    return true
  } catch {
    if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > STALE_LOCK_MS) {
      rmSync(lock, { recursive: true, force: true })
      return takeLock(lock)
    }
    return false
  }
}

/** Builds the release beside `kept` and moves it there whole, dropping the builds of older FAQ builds. */
function buildKept(kept: string): void {
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(REWORDED_PREFIX) && !name.endsWith('.lock'))
      rmSync(join(tmpdir(), name), { recursive: true, force: true })
  const partial = mkdtempSync(join(tmpdir(), 'faq-reworded-building-'))
  buildRemote('faq', partial, rewordedFaqConfig(partial))
  renameSync(partial, kept)
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
    `import { remoteConfig } from ${JSON.stringify(join(repo, 'shell/build/remote-config.ts'))}
export default remoteConfig('faq', {
  plugins: [{ name: 'patched-clsx', enforce: 'pre', resolveId: (id) => (id === 'clsx' ? ${JSON.stringify(patchedFile)} : undefined) }],
})
`,
  )
  return file
}
