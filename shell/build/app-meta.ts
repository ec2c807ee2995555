import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localOrigin, shellApp } from '../src/federation/apps'
import { CONTRACT_VERSION } from '../src/contract'
import type { RemoteMeta } from '../src/federation/remote-meta'
import { BUILD_ID_PLACEHOLDER } from './build-id'
import { SHARED_PACKAGES } from './shared-packages'

/** The module a remote exposes as `./meta` and its server bundle re-exports. */
export const remoteMetaModule = fileURLToPath(new URL('../src/federation/remote-meta.ts', import.meta.url))

/** The versions of the shared packages this app is built with (each app resolves its own). */
export function sharedVersions(appDir: string): Record<string, string> {
  return Object.fromEntries(
    SHARED_PACKAGES.map((name) => {
      const packageJson = JSON.parse(
        readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'),
      ) as {
        version: string
      }
      return [name, packageJson.version]
    }),
  )
}

/** What this app is built against: the shell checks remotes with it, and a remote exposes it. */
export function buildMeta(appDir: string = process.cwd()): RemoteMeta {
  return { contractVersion: CONTRACT_VERSION, sharedVersions: sharedVersions(appDir) }
}

/**
 * A remote's `./meta` as its build writes it: what it is built against, and a placeholder for the
 * build id, which only the finished build knows (build/build-id.ts stamps it in).
 */
export function remoteBuildMeta(appDir: string = process.cwd()): RemoteMeta {
  return { ...buildMeta(appDir), buildId: BUILD_ID_PLACEHOLDER }
}

/** The public origin of the site (canonical links, sitemap), from SITE_ORIGIN at build time. */
export function siteOrigin(): string {
  return process.env.SITE_ORIGIN ?? localOrigin(shellApp.port)
}

/** Who runs the site, for the privacy page: OPERATOR_NAME and OPERATOR_CONTACT at build time. */
export function operatorSettings(): { name: string | null; contact: string | null } {
  return {
    name: process.env.OPERATOR_NAME?.trim() || null,
    contact: process.env.OPERATOR_CONTACT?.trim() || null,
  }
}
