import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RemoteName } from './faults'

export const repo = fileURLToPath(new URL('../..', import.meta.url))
const remoteDirs: Record<RemoteName, string> = {
  home: 'mfe-home',
  categories: 'mfe-categories',
  faq: 'mfe-faq',
}

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
  execFileSync(join(repo, remoteDirs[remote], 'node_modules/.bin/vite'), args, {
    cwd: join(repo, remoteDirs[remote]),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** Serves one built app with the production server. */
export function serve(args: string[], env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(join(repo, 'shell/node_modules/.bin/tsx'), ['server/serve.ts', ...args], {
    cwd: join(repo, 'shell'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

export interface Deployment {
  shellOrigin: string
  /** The shell's deployed folder (a copy of shell/dist with its own remotes.json). */
  shellDir: string
  /** Hashes of the shell's built files as copied, remotes.json aside. */
  shellFilesAtDeploy: Record<string, string>
  stop: () => void
}

/**
 * A second, complete deployment of the site on ports basePort..basePort+3: the built shell copied
 * as a CDN would hold it, with remotes.json naming where each remote is served. `remotes` maps a
 * remote to another build folder; the rest serve their normal dist/.
 */
export async function deploySite(
  basePort: number,
  remotes: Partial<Record<RemoteName, string>> = {},
): Promise<Deployment> {
  const work = mkdtempSync(join(tmpdir(), 'deploy-'))
  const shellDir = join(work, 'shell')
  cpSync(join(repo, 'shell/dist'), shellDir, { recursive: true })
  const shellFilesAtDeploy = hashTree(shellDir, 'remotes.json')
  const shellOrigin = `http://localhost:${basePort}`
  const names: RemoteName[] = ['home', 'categories', 'faq']
  const ports = Object.fromEntries(names.map((name, i) => [name, basePort + 1 + i])) as Record<
    RemoteName,
    number
  >
  const manifest = Object.fromEntries(
    names.map((name) => [name, `http://localhost:${ports[name]}/assets/remoteEntry.js`]),
  )
  writeFileSync(join(shellDir, 'remotes.json'), JSON.stringify(manifest, null, 2))

  const env = {
    SHELL_ORIGINS: shellOrigin,
    REMOTE_ORIGINS: names.map((n) => `http://localhost:${ports[n]}`).join(' '),
  }
  const children = await Promise.all([
    serve(['shell', String(basePort), shellDir], env),
    ...names.map((name) =>
      serve([name, String(ports[name]), remotes[name] ?? join(repo, remoteDirs[name], 'dist')], env),
    ),
  ])
  return {
    shellOrigin,
    shellDir,
    shellFilesAtDeploy,
    stop: () => {
      for (const child of children) child.kill('SIGTERM')
      rmSync(work, { recursive: true, force: true })
    },
  }
}
