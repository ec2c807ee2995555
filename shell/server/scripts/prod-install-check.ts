/**
 * Proves the production installs hold what they must and nothing more. Run after `pnpm build`.
 * - The site server's `dependencies` run it: `pnpm deploy --prod` of site-server (no dev dependency)
 *   into a temporary folder, its `pnpm serve` there over the built site, asked for a page and for the
 *   collector to take a batch.
 * - A remote's production install carries none of the server's packages (fastify, pg, PGlite): they
 *   are the site server's, not the shell's that every remote depends on.
 *
 * The deploy runs with an empty pnpm cache folder of its own, as on a machine that never installed the
 * project: an install fills the package store but not pnpm's registry metadata, so a deploy that
 * refused the network passed only where some earlier install had filled the cache.
 * `--prefer-offline` takes the packages from the store and asks the registry for the rest.
 */
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'

const shellDir = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_ONLY = ['fastify', 'pg', '@electric-sql/pglite']
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  return port
}

function check(what: string, ok: boolean, detail: string) {
  if (!ok) throw new Error(`${what}: ${detail}`)
  console.log(`ok  ${what}`)
}

/** `pnpm deploy --prod` of one workspace package into `into`, with an empty pnpm cache of its own. */
function deployProd(name: string, into: string, emptyCache: string) {
  run(
    `pnpm deploy --prod ${name}, with an empty pnpm cache`,
    'pnpm',
    [
      '--filter',
      name,
      'deploy',
      '--prod',
      '--legacy',
      '--prefer-offline',
      `--config.cache-dir=${emptyCache}`,
      into,
    ],
    shellDir,
  )
}

/** The packages a deployed folder installed, by name, wherever pnpm placed them. */
function installedPackages(deployedDir: string): Set<string> {
  const store = join(deployedDir, 'node_modules', '.pnpm')
  const names = existsSync(store)
    ? readdirSync(store).map((entry) => entry.replace(/@[^@]+$/, '').replace('+', '/'))
    : []
  return new Set([...names, ...readdirSync(join(deployedDir, 'node_modules'))])
}

/** Runs a step's command; on failure, its own output is the error, not just an exit code. */
function run(what: string, command: string, args: string[], cwd: string) {
  const step = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  const output = `${step.stdout ?? ''}${step.stderr ?? ''}`.trim()
  const failure = step.error ? String(step.error) : `exit ${step.status ?? step.signal}`
  check(what, step.status === 0, `${failure}\n${output}`)
}

if (!existsSync(join(shellDir, 'dist', 'composed'))) throw new Error('Build the site first: pnpm build')
const started = performance.now()
const work = mkdtempSync(join(tmpdir(), 'shell-prod-'))
const deployed = join(work, 'site-server')
try {
  const emptyCache = join(work, 'pnpm-cache')
  deployProd('site-server', deployed, emptyCache)
  check(
    'the deploy used the empty cache, not the machine’s',
    existsSync(emptyCache),
    `pnpm wrote no metadata into ${emptyCache}`,
  )
  const remote = join(work, 'mfe-faq')
  deployProd('mfe-faq', remote, emptyCache)
  const serverPackagesInRemote = SERVER_ONLY.filter((name) => installedPackages(remote).has(name))
  check(
    'a remote installs none of the server’s packages',
    serverPackagesInRemote.length === 0,
    serverPackagesInRemote.join(', '),
  )
  const serverPackages = installedPackages(deployed)
  check(
    'the server installs its own',
    SERVER_ONLY.every((name) => serverPackages.has(name)),
    [...serverPackages].join(', '),
  )
  const devOnly = ['vite', 'vitest', 'typescript'].filter((name) =>
    existsSync(join(deployed, 'node_modules', name)),
  )
  check('no dev dependency installed', devOnly.length === 0, devOnly.join(', '))

  const port = await freePort()
  const origin = `http://localhost:${port}`
  const server = spawn('pnpm', ['serve', 'shell', String(port), join(shellDir, 'dist')], {
    cwd: deployed,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, HOST: 'localhost', SHELL_ORIGINS: origin, EVENTS_DB_DIR: join(work, 'events') },
  })
  try {
    // The server prints its origin once it listens.
    const exited = once(server, 'exit').then(([code]) => {
      throw new Error(`serve exited (${code}) before listening`)
    })
    const listening = (async () => {
      for await (const line of createInterface({ input: server.stdout! })) if (line.includes(origin)) return
    })()
    await Promise.race([listening, exited])

    const page = await fetch(`${origin}/`)
    const html = await page.text()
    check(
      'GET / serves the composed home page',
      page.status === 200 && html.includes('lang="ro"'),
      `${page.status}`,
    )

    const view = crypto.randomUUID()
    const posted = await fetch(`${origin}${COLLECTOR_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME_UA, origin },
      body: JSON.stringify({
        batch: crypto.randomUUID(),
        events: [
          {
            event: 'page_view',
            path: '/',
            title: 'Păcănele Online',
            location: `${origin}/`,
            builds: {},
            view,
            page: 'home',
          },
        ],
      }),
    })
    check(
      `POST ${COLLECTOR_PATH} takes a batch`,
      posted.status === 202,
      `${posted.status} ${await posted.text()}`,
    )
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
    await once(server, 'exit')
  }
  console.log(
    `A production install serves the site and its collector (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
