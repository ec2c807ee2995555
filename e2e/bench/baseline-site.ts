/**
 * The last release, built and served beside today's build so that a benchmark compares both on the
 * same host in the same run: hosts here differ by up to 4× for the same code, so only a ratio to a
 * baseline measured alongside says what a change bought.
 *
 * The release is a git ref: `--baseline <ref>`, else the last tag, else `DEFAULT_BASELINE`. It is
 * checked out in a detached worktree in the system's temporary folder, installed (`pnpm install
 * --prefer-offline`: from the store, and from the registry what a new machine's store lacks, so the
 * first run on a machine needs the registry, outside a network namespace) and built with its remotes
 * at `BASELINE_BASE`'s ports; the build is kept, keyed by the ref's commit, so a second run starts at
 * once.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { entryAt, originsFrom, portsFrom, remoteDir, REMOTE_NAMES } from '../support/apps'
import { repo } from '../support/deploy'
import { untilAnswering } from './production-server'

/**
 * Without a tag: the last release before issue 34, when the ratios were set, by its full hash. A
 * relative ref (`HEAD~25`, as this was) drifts with every commit, and a clone that lost the tags then
 * compared today's pages with a build half-way to them. Tag a release (`git tag <name> <commit>`) and
 * it becomes the baseline by itself.
 */
export const DEFAULT_BASELINE = '2a8ea850ad5462333307e1a56a9509161caf598c'

/** The baseline's shell port; its remotes follow at the app table's distances (4574–4576). */
const BASELINE_BASE = 4573
export const BASELINE_ORIGINS = originsFrom(BASELINE_BASE)

/** Written into the build's folder once it is complete: what it was built for. */
const BUILT_STAMP = '.bench-baseline-built'

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()

function lastTag(): string | undefined {
  try {
    return git('describe', '--tags', '--abbrev=0')
  } catch {
    return undefined
  }
}

export interface Baseline {
  ref: string
  commit: string
  dir: string
}

/** The ref named, else the last tag, else `DEFAULT_BASELINE`; an unknown ref is refused by name. */
export function resolveBaseline(named: string | undefined): Baseline {
  const ref = named ?? lastTag() ?? DEFAULT_BASELINE
  let commit: string
  try {
    commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  } catch {
    throw new Error(`--baseline ${ref}: not a commit of this repository (a tag, a branch, HEAD~N, a hash)`)
  }
  return { ref, commit, dir: join(tmpdir(), `pacanele-baseline-${commit}`) }
}

/** Builds the baseline once per commit (minutes); a later run finds the build and returns at once. */
export function buildBaseline({ ref, commit, dir }: Baseline): void {
  if (existsSync(join(dir, BUILT_STAMP))) return
  console.log(`Building the baseline ${ref} (${commit.slice(0, 7)}) in ${dir}; kept for later runs.`)
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit)
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    execFileSync('pnpm', args, {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  // From the store where it can; a new machine's store lacks the release's packages, so they are fetched.
  run(['install', '--prefer-offline', '--frozen-lockfile'])
  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_URL_${name.toUpperCase()}`, entryAt(BASELINE_ORIGINS[name])]),
  )
  run(['build'], { ...remoteEntries, SITE_ORIGIN: BASELINE_ORIGINS.shell })
  writeFileSync(join(dir, BUILT_STAMP), `${commit} ${BASELINE_ORIGINS.shell}\n`)
}

/**
 * Serves the baseline's four builds on its own ports, each with the baseline's own server (its
 * headers as they were), each process in a group of its own so that `stop` ends what tsx starts.
 */
export function serveBaseline({ dir }: Baseline): { stop: () => void; ready: Promise<void> } {
  const ports = portsFrom(BASELINE_BASE)
  const apps = [['shell', 'shell'] as const, ...REMOTE_NAMES.map((name) => [name, remoteDir(name)] as const)]
  // A baseline from before the site server was a package of its own ran it from the shell's folder.
  const serverDir = existsSync(join(dir, 'shell/server/package.json'))
    ? join(dir, 'shell/server')
    : join(dir, 'shell')
  const serveFile = serverDir.endsWith('server') ? 'serve.ts' : 'server/serve.ts'
  const children = apps.map(([app, folder]) =>
    spawn(
      join(serverDir, 'node_modules/.bin/tsx'),
      [serveFile, app, String(ports[app]), join(dir, folder, 'dist')],
      {
        cwd: serverDir,
        env: { ...process.env, SHELL_ORIGINS: BASELINE_ORIGINS.shell },
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  )
  const exited = new Set<number>()
  children.forEach((child, index) => child.on('exit', () => exited.add(index)))
  const stop = () => {
    children.forEach((child, index) => {
      if (exited.has(index) || child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    })
  }
  // The home page, not the release record: a release from before decision 0106 serves it as remotes.json.
  const urls = [`${BASELINE_ORIGINS.shell}/`, ...REMOTE_NAMES.map((n) => entryAt(BASELINE_ORIGINS[n]))]
  const ready = untilAnswering(urls, `The baseline's servers (${dir})`, () =>
    exited.size > 0 ? 'exited' : undefined,
  )
  return { stop, ready }
}
