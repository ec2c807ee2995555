import type { Plugin } from 'vite'
import { defaultRemoteEntryUrl, remoteKeys, type RemoteKey } from '../src/federation/apps'
import { MANIFEST_PATH } from '../src/page-format/remotes-manifest'

/**
 * Every remote's entry URL at build time: the app table's origin, or `REMOTE_URL_<KEY>`. The shell
 * bakes these in as its fallback and ships them as its first `remotes.json`, so the two cannot differ.
 */
export function remoteEntryUrls(env: NodeJS.ProcessEnv = process.env): Record<RemoteKey, string> {
  return Object.fromEntries(
    remoteKeys.map((key) => [key, env[`REMOTE_URL_${key.toUpperCase()}`] ?? defaultRemoteEntryUrl(key)]),
  ) as Record<RemoteKey, string>
}

export function manifestJson(env: NodeJS.ProcessEnv = process.env): string {
  return `${JSON.stringify(remoteEntryUrls(env), null, 2)}\n`
}

/**
 * `remotes.json` written from the app table: into the shell's dist/ at build (a deploy edits it there
 * afterwards), and answered by `vite dev`, which has no dist/.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'pacanele:remotes-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_PATH.slice(1), source: manifestJson(env) })
    },
    configureServer(server) {
      server.middlewares.use(MANIFEST_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(manifestJson(env))
      })
    },
  }
}
