import { fileURLToPath } from 'node:url'
import type { UserConfig } from 'vite'
import { remoteApps, shellApp, type AppKey } from '../../src/federation/apps'

const shellRoot = fileURLToPath(new URL('../..', import.meta.url))

/** `vite dev` and `vite preview`: each app on its own ports, the dev server reading the shell's sources. */
export function devServer(app: AppKey): UserConfig {
  const ports = app === 'shell' ? shellApp : remoteApps[app]
  return {
    server: { port: ports.devPort, strictPort: true, fs: { allow: [shellRoot, process.cwd()] } },
    preview: { port: ports.port, strictPort: true, cors: true },
  }
}
