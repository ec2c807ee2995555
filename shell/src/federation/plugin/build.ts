/**
 * The federation plugin in each app's Vite config, with the patches its generated code needs. The
 * rest of the shell names apps, scopes, entry URLs and versions; only this folder names the plugin.
 */
import federation from '@originjs/vite-plugin-federation'
import type { PluginOption } from 'vite'
import { dropOrphanChunks } from './orphan-chunks'
import { noVersionRanges } from './satisfy-stub'
import { sharedImportsInSlices } from './shared-imports-in-slices'
import { relativeSharedChunkUrls } from './shared-chunk-urls'
import { reuseLinkedStylesheets } from './stylesheet-append'

export interface HostOptions {
  /** Each remote's scope and the URL of its entry (an ES module built by this plugin). */
  remotes: Record<string, string>
  /** The packages this app provides to the remotes, with their versions. */
  shared: Record<string, string>
  /** A module shared in a package's place, for a package shared in part (`react-router`). */
  sharedModules?: Record<string, string>
}

/** The shell: loads remotes at runtime and provides them the shared packages. */
export function hostFederation({ remotes, shared, sharedModules = {} }: HostOptions): PluginOption[] {
  return [
    noVersionRanges(),
    sharedImportsInSlices(),
    relativeSharedChunkUrls(),
    federation({
      name: 'shell',
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([scope, external]) => [
          scope,
          { external, format: 'esm', from: 'vite', externalType: 'url' },
        ]),
      ),
      // Versions given, not looked up: the plugin reads `<package>/package.json`, which a package's
      // `exports` may not allow (tailwind-merge's does not).
      shared: Object.fromEntries(
        Object.entries(shared).map(([name, version]) => [
          name,
          sharedModules[name] ? { packagePath: sharedModules[name], version } : { version },
        ]),
      ),
    }),
  ]
}

export interface RemoteOptions {
  scope: string
  /** The entry's file name in the build's output (`assets/remoteEntry.js`). */
  entryFile: string
  /** Each exposed module (`./Faq`) and its source file. */
  exposes: Record<string, string>
  /** The packages the shell provides, with the versions this app is built with: never bundled. */
  shared: Record<string, string>
}

/** A remote: exposes modules from its remoteEntry.js and takes the shared packages from the shell. */
export function remoteFederation({ scope, entryFile, exposes, shared }: RemoteOptions): PluginOption[] {
  return [
    noVersionRanges(),
    sharedImportsInSlices(),
    federation({
      name: scope,
      filename: entryFile.slice(entryFile.lastIndexOf('/') + 1),
      exposes,
      shared: Object.fromEntries(
        Object.entries(shared).map(([name, version]) => [name, { import: false, generate: false, version }]),
      ),
    }),
    dropOrphanChunks(),
    reuseLinkedStylesheets(entryFile),
  ]
}
