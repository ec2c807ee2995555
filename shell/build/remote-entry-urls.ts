import type { Plugin } from 'vite'
import { defaultRemoteEntryUrl, remoteKeys, type RemoteEntryUrls } from '../src/federation/apps'
import { RELEASE_RECORD_PATH } from '../src/page-format/release-record-path'

/**
 * Every remote's entry URL at build time: the app table's origin, or `REMOTE_URL_<KEY>`. The shell
 * bakes these in as its fallback and ships them as its first `release-record.json`, so the two cannot differ.
 */
export function remoteEntryUrls(env: NodeJS.ProcessEnv = process.env): RemoteEntryUrls {
  return Object.fromEntries(
    remoteKeys.map((key) => [key, env[`REMOTE_URL_${key.toUpperCase()}`] ?? defaultRemoteEntryUrl(key)]),
  ) as RemoteEntryUrls
}

/** The build-time release record: the entry URLs alone (version 1), nothing pinned. */
export function buildTimeReleaseRecordJson(env: NodeJS.ProcessEnv = process.env): string {
  return `${JSON.stringify(remoteEntryUrls(env), null, 2)}\n`
}

/**
 * `release-record.json` written from the app table: into the shell's dist/ at build (a deploy edits it there
 * afterwards), and answered by `vite dev`, which has no dist/.
 */
export function buildTimeReleaseRecord(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'pacanele:build-time-release-record',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: RELEASE_RECORD_PATH.slice(1),
        source: buildTimeReleaseRecordJson(env),
      })
    },
    configureServer(server) {
      server.middlewares.use(RELEASE_RECORD_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(buildTimeReleaseRecordJson(env))
      })
    },
  }
}
