import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEPLOY_BASE_PORTS, ORIGINS, originsFrom, REMOTE_NAMES } from './apps'

const repo = fileURLToPath(new URL('../..', import.meta.url))
export const NGINX_BASE_PORT = DEPLOY_BASE_PORTS.nginx
export const NGINX_ORIGINS = originsFrom(NGINX_BASE_PORT)

/** Starts nginx with the repo's generated production config over the built dist/ folders. */
export function startNginx(): () => void {
  const nginx = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  }).stdout.trim()
  if (!nginx) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does it).')
  const state = mkdtempSync(join(tmpdir(), 'pacanele-nginx-'))
  mkdirSync(join(state, 'tmp'))
  const config = execFileSync(
    join(repo, 'shell/server/node_modules/.bin/tsx'),
    [
      'nginx/nginx-conf.ts',
      '--base-port',
      String(NGINX_BASE_PORT),
      '--prefix',
      repo,
      '--state-dir',
      state,
      '--collector',
      ORIGINS.shell,
      '--remote-origins',
      REMOTE_NAMES.flatMap((name) => [ORIGINS[name], NGINX_ORIGINS[name]]).join(' '),
    ],
    { cwd: join(repo, 'shell/server'), encoding: 'utf8' },
  )
  const configPath = join(state, 'nginx.conf')
  writeFileSync(configPath, config)
  // nginx daemonizes: its stdio must not be ours, or the call would wait for the daemon to exit.
  const run = (...args: string[]) =>
    execFileSync(nginx, ['-c', configPath, '-e', join(state, 'error.log'), ...args], { stdio: 'ignore' })
  run()
  return () => run('-s', 'stop')
}
