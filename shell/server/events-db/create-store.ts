/**
 * Makes a PGlite folder (its initdb) in a one-shot process, as Postgres's own initdb is a step of
 * its own: PGlite's initdb runs a second Postgres in WASM beside the first and peaks at several
 * hundred MB, which a long-running server would then keep as its high-water mark. The server opens
 * the folder made here.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** V8 flags for a process that runs PGlite: shell/docs/decisions/0034-pglite-memory.md. */
export const PGLITE_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=2'] as const

// The package that has PGlite: the one-shot process resolves it from there.
const serverDir = fileURLToPath(new URL('..', import.meta.url))

const INITDB = `
  import { PGlite } from '@electric-sql/pglite'
  const db = await PGlite.create(process.argv[1])
  await db.close()
  process.stdout.write(String(process.resourceUsage().maxRSS))`

/**
 * Makes the folder `dir` a PGlite database unless it is one already; returns the one-shot
 * process's peak resident memory in MB, or `null` when there was nothing to make.
 */
export function createEventsStore(dir: string): number | null {
  if (existsSync(join(dir, 'PG_VERSION'))) return null
  const made = spawnSync(
    process.execPath,
    [...PGLITE_NODE_FLAGS, '--input-type=module', '--eval', INITDB, dir],
    { cwd: serverDir, encoding: 'utf8' },
  )
  if (made.status !== 0)
    throw new Error(`Could not make the events store in ${dir}: ${made.stderr || made.error?.message}`)
  return Number(made.stdout) / 1024
}
