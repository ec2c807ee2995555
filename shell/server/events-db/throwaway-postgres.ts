/**
 * A Postgres cluster made for one test run in a temporary folder, reached over a Unix socket inside
 * it (no TCP port to clash with another run), and removed after. The collector's suite runs against
 * it as it does against PGlite: one SQL dialect, checked on both.
 */
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { userInfo, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const PORT = 5432

/** Debian's server binaries (the newest installed), or pg_config's; none is an error saying what to install. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return join(root, versions[0], 'bin')
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
    if (existsSync(join(dir, 'initdb'))) return dir
  } catch {
    // no pg_config either: said below
  }
  throw new Error(
    'No Postgres server is installed (initdb not found under /usr/lib/postgresql/*/bin or pg_config --bindir): ' +
      '`apt-get install -y postgresql` (.ci/run does it).',
  )
}

export interface ThrowawayPostgres {
  url: string
  stop: () => void
  /**
   * Stops the cluster as a crash would (`-m immediate`: no checkpoint, WAL replayed on start) and
   * starts it again; asynchronous, so a server in the caller's process goes on answering meanwhile.
   */
  restart: () => Promise<void>
}

export interface ThrowawayPostgresOptions {
  /**
   * Flush to disk as production does (`fsync`, `synchronous_commit` on, Postgres's defaults). Off by
   * default: a test checks counts, not durability, and a flush costs ~2 ms a commit on this disk.
   * A benchmark keeps it on, or it measures a server that acknowledges what is not yet on disk.
   */
  durable?: boolean
}

export function startThrowawayPostgres({
  durable = false,
}: ThrowawayPostgresOptions = {}): ThrowawayPostgres {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'events-postgres-'))
  const data = join(dir, 'data')
  mkdirSync(data)
  // initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = userInfo().uid === 0
  if (asRoot) for (const path of [dir, data]) chownSync(path, uid('postgres'), gid('postgres'))
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        stdio: 'pipe',
      },
    )
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
  const options = `-k ${dir} -p ${PORT} -c listen_addresses=''${durable ? '' : ' -c fsync=off'}`
  run('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', options])
  const runAsync = promisify(execFile)
  return {
    async restart() {
      const tool = (name: string, args: string[]) =>
        asRoot
          ? runAsync('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
          : runAsync(join(bin, name), args)
      await tool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w'])
      await tool('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', options])
    },
    url: `postgresql://postgres@localhost:${PORT}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

const idOf = (flag: '-u' | '-g') => (name: string) =>
  Number(execFileSync('id', [flag, name], { encoding: 'utf8' }))
const uid = idOf('-u')
const gid = idOf('-g')
