import { expect } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { exposedChunkPattern } from 'shell/tooling/federation/plugin/chunk-names'
import { entryAt, originsFrom, portsFrom, remoteDir, REMOTE_NAMES, type RemoteName } from './apps'
import { PGLITE_NODE_FLAGS } from 'site-server/events-db/create-store'
import { seedEventsStore } from './events-template'

export const repo = fileURLToPath(new URL('../..', import.meta.url))

export function hashTree(dir: string, skip: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name !== skip)
        out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex')
    }
  }
  walk(dir)
  return out
}

/** Builds one remote as its team would, into a folder of the test's own. */
export function buildRemote(
  remote: RemoteName,
  outDir: string,
  configFile?: string,
  env: NodeJS.ProcessEnv = {},
): void {
  const args = ['build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir']
  if (configFile) args.push('--config', configFile)
  execFileSync(join(repo, remoteDir(remote), 'node_modules/.bin/vite'), args, {
    cwd: join(repo, remoteDir(remote)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** Serves one built app with the production server. */
export function serve(args: string[], env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(
    join(repo, 'shell/server/node_modules/.bin/tsx'),
    [...PGLITE_NODE_FLAGS, 'serve.ts', ...args],
    {
      cwd: join(repo, 'shell/server'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/**
 * The build record (`./meta`) of the remote built into `dir`, imported from the chunk its
 * remoteEntry.js names for it (a module importing nothing, as the shell reads it first) rather than
 * read with a pattern over a bundle the bundler's output could outgrow.
 */
export async function builtRemoteMeta(dir: string): Promise<{ buildId?: string }> {
  const chunk = exposedChunkPattern('Meta').exec(readFileSync(join(dir, 'assets/remoteEntry.js'), 'utf8'))
  if (!chunk) throw new Error(`no ./meta chunk named in ${dir}/assets/remoteEntry.js: run \`pnpm build\``)
  const url = pathToFileURL(join(dir, 'assets', chunk[0])).href
  return ((await import(url)) as { remoteMeta: { buildId?: string } }).remoteMeta
}

/**
 * A remote's release as release-record.json pins it: served at `origin` from the built folder `dir`, its
 * server bundle's SHA-256 recorded (a build without an id is named after that bundle).
 */
export function pinnedRelease(origin: string, dir: string, build?: string) {
  const sha256 = createHash('sha256')
    .update(readFileSync(join(dir, 'server/entry.mjs')))
    .digest('hex')
  return {
    build: build ?? sha256.slice(0, 16),
    entry: entryAt(origin),
    serverBundle: { url: `${origin}/server/entry.mjs`, sha256 },
  }
}

/** Makes `release` the stable build of `remote` in a deployed record (version 2), as a team edits it. */
export function setStable(
  shellDir: string,
  remote: RemoteName,
  release: ReturnType<typeof pinnedRelease>,
): void {
  const path = join(shellDir, 'release-record.json')
  const record = JSON.parse(readFileSync(path, 'utf8')) as {
    remotes: Record<string, { stable: unknown }>
  }
  record.remotes[remote]!.stable = release
  writeFileSync(path, JSON.stringify(record, null, 2))
}

export interface Deployment {
  shellOrigin: string
  /** The shell's deployed folder (a copy of shell/dist with its own release-record.json). */
  shellDir: string
  /** Hashes of the shell's built files as copied, release-record.json aside. */
  shellFilesAtDeploy: Record<string, string>
  /**
   * Serves another build of `remote` at its origin in place of the one there, and makes it the stable
   * build in release-record.json, as a team's redeploy does. Resolves once the shell's record names it.
   */
  redeployRemote: (remote: RemoteName, dir: string) => Promise<void>
  stop: () => void
}

/**
 * A second, complete deployment of the site from `basePort` on (see portsFrom): the built shell copied
 * as a CDN would hold it, with release-record.json naming where each remote is served. `remotes` maps a
 * remote to another build folder; the rest serve their normal dist/.
 */
export async function deploySite(
  basePort: number,
  remotes: Partial<Record<RemoteName, string>> = {},
): Promise<Deployment> {
  const work = mkdtempSync(join(tmpdir(), 'deploy-'))
  const shellDir = join(work, 'shell')
  cpSync(join(repo, 'shell/dist'), shellDir, { recursive: true })
  const shellFilesAtDeploy = hashTree(shellDir, 'release-record.json')
  const ports = portsFrom(basePort)
  const origins = originsFrom(basePort)
  const shellOrigin = origins.shell
  // The build's release record, each remote moved to this deployment's origin and pinned to the
  // server bundle served there: what a deploy of `pnpm build` serves.
  const built = JSON.parse(readFileSync(join(shellDir, 'release-record.json'), 'utf8')) as {
    remotes: Record<RemoteName, { stable: { build: string } }>
  }
  const record = {
    version: 2,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const dir = remotes[name]
        const build = dir ? undefined : built.remotes[name].stable.build
        return [
          name,
          {
            stable: pinnedRelease(origins[name], dir ?? join(repo, remoteDir(name), 'dist'), build),
            candidates: {},
            blocked: [],
          },
        ]
      }),
    ),
  }
  writeFileSync(join(shellDir, 'release-record.json'), JSON.stringify(record, null, 2))

  const env = {
    SHELL_ORIGINS: shellOrigin,
    REMOTE_ORIGINS: REMOTE_NAMES.map((name) => origins[name]).join(' '),
  }
  seedEventsStore(shellDir)
  const serveRemote = (name: RemoteName, dir: string) => serve([name, String(ports[name]), dir], env)
  const [shell, ...remoteServers] = await Promise.all([
    serve(['shell', String(ports.shell), shellDir], env),
    ...REMOTE_NAMES.map((name) => serveRemote(name, remotes[name] ?? join(repo, remoteDir(name), 'dist'))),
  ])
  const servers = new Map(REMOTE_NAMES.map((name, index) => [name, remoteServers[index]!]))
  return {
    shellOrigin,
    shellDir,
    shellFilesAtDeploy,
    redeployRemote: async (name, dir) => {
      const before = servers.get(name)!
      // The port is free again only once the old server has exited.
      await new Promise((resolve) => {
        before.once('exit', resolve)
        before.kill('SIGTERM')
      })
      servers.set(name, await serveRemote(name, dir))
      const release = pinnedRelease(origins[name], dir)
      setStable(shellDir, name, release)
      // The shell reads release-record.json through a short cache (server/deployed-file.ts).
      await expect
        .poll(async () => {
          const record = (await (await fetch(`${shellOrigin}/release-record.json`)).json()) as {
            remotes: Record<string, { stable: { build: string } }>
          }
          return record.remotes[name]?.stable.build
        })
        .toBe(release.build)
    },
    stop: () => {
      for (const child of [shell, ...servers.values()]) child.kill('SIGTERM')
      rmSync(work, { recursive: true, force: true })
    },
  }
}
