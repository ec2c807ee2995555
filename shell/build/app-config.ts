import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig, type Plugin, type PluginOption, type UserConfig } from 'vite'
import {
  localOrigin,
  REMOTE_ENTRY_PATH,
  remoteApps,
  remoteKeys,
  shellApp,
  type AppKey,
} from '../src/federation/apps'
import { CONTRACT_VERSION } from '../src/contract'
import { hostFederation, remoteFederation } from '../src/federation/plugin/build'
import { serverRuntimeAlias } from '../src/federation/plugin/stand-ins'
import type { RemoteMeta } from '../src/federation/remote-meta'
import { BUILD_ID_PLACEHOLDER, buildIdFromOutput } from './build-id'
import { MONOLITH_MODE, monolithBuild } from './monolith'
import { preloadAppStart } from './preload-app-start'
import { precompressAssets } from './precompress'
import { scopeRemoteCss } from './scope-css'
import { SHARED_PACKAGES } from './shared-packages'
import { statusPages } from './status-pages'
import { remoteEntryUrls, remotesManifest } from './remotes-manifest'
import { reexports, serverBundle } from './server-bundle'

const shellRoot = fileURLToPath(new URL('..', import.meta.url))

/** The versions of the shared packages this app is built with (each app resolves its own). */
function sharedVersions(appDir: string): Record<string, string> {
  return Object.fromEntries(
    SHARED_PACKAGES.map((name) => {
      const manifest = JSON.parse(
        readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'),
      ) as {
        version: string
      }
      return [name, manifest.version]
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

const remoteMetaModule = fileURLToPath(new URL('../src/federation/remote-meta.ts', import.meta.url))
const sharedRouterModule = fileURLToPath(new URL('../src/federation/shared-router.ts', import.meta.url))

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

function federationFor(app: AppKey): PluginOption[] {
  const shared = sharedVersions(process.cwd())
  if (app === 'shell') {
    const urls = remoteEntryUrls()
    return hostFederation({
      remotes: Object.fromEntries(remoteKeys.map((key) => [remoteApps[key].scope, urls[key]])),
      shared,
      // Only what the apps use of the router (see src/federation/shared-router.ts).
      sharedModules: { 'react-router': sharedRouterModule },
    })
  }
  const remote = remoteApps[app]
  return remoteFederation({
    scope: remote.scope,
    entryFile: REMOTE_ENTRY_PATH.slice(1),
    exposes: {
      ...Object.fromEntries(remote.exposes.map((name) => [`./${name}`, `./src/exposed/${name}.tsx`])),
      './meta': remoteMetaModule,
    },
    shared,
  })
}

/**
 * Opens the connections to the remotes' build-time origins while the shell's own JS downloads, so the
 * first remoteEntry request does not also pay for DNS, TCP and TLS. If remotes.json names other
 * origins, the hints cost an idle connection and nothing else.
 */
function preconnectRemotes(): Plugin {
  return {
    name: 'pacanele:preconnect-remotes',
    transformIndexHtml: () =>
      [...new Set(Object.values(remoteEntryUrls()).map((url) => new URL(url).origin))].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, crossorigin: '' },
        injectTo: 'head' as const,
      })),
  }
}

/**
 * The Node build beside the client build. A remote's goes into its own dist/ (deployed with it):
 * its exposed components, what each needs in the browser, and the pages it owns. The shell's is
 * the page renderer the compose step runs; it stays out of dist/, which is the deployed site.
 */
function serverBundleFor(app: AppKey, plugins: PluginOption[] = []): Plugin {
  if (app === 'shell') {
    return serverBundle({
      external: SHARED_PACKAGES,
      entrySource: (_assets, root) =>
        `export * from ${JSON.stringify(join(root, 'src/prerender/render.tsx'))}`,
      outDir: (_clientOutDir, root) => join(root, 'dist-ssr'),
      alias: serverRuntimeAlias(),
    })
  }
  return serverBundle({
    external: SHARED_PACKAGES,
    plugins,
    entrySource: (assets, root) =>
      [
        reexports(root, remoteApps[app].exposes, { canonicalPaths: 'src/exposed/pages.ts' }),
        `export { remoteMeta } from ${JSON.stringify(remoteMetaModule)}`,
        `export const assets = ${JSON.stringify(assets)}`,
      ].join('\n'),
  })
}

/**
 * The one Vite config of every app. A remote under `vite dev` is its team's standalone page
 * (the federation plugin cannot expose modules from the dev server), so it runs without federation.
 */
export function defineAppConfig(app: AppKey, overrides: UserConfig = {}) {
  return defineConfig(({ command, mode }) => {
    const isRemote = app !== 'shell'
    // The federation-cost benchmark's baseline (build/monolith.ts): remotes bundled in, no remotes.
    const monolith = app === 'shell' && mode === MONOLITH_MODE
    const standaloneDev = isRemote && command === 'serve'
    const ports = isRemote ? remoteApps[app] : shellApp
    const config: UserConfig = {
      plugins: [
        react(),
        tailwindcss(),
        ...(standaloneDev ? [] : monolith ? monolithBuild() : federationFor(app)),
        ...(isRemote && !standaloneDev ? [scopeRemoteCss(remoteApps[app].dir)] : []),
        ...(isRemote
          ? []
          : [...(monolith ? [] : [preconnectRemotes()]), remotesManifest(), preloadAppStart()]),
        ...(standaloneDev || monolith ? [] : [serverBundleFor(app, overrides.plugins)]),
        // After the server bundle and before precompression: both hooks are ordered around it.
        ...(isRemote && !standaloneDev ? [buildIdFromOutput(remoteMetaModule)] : []),
        statusPages(isRemote ? 'remote' : 'shell', siteOrigin()),
        precompressAssets(),
      ],
      define: {
        __REMOTE_FALLBACK_URLS__: JSON.stringify(remoteEntryUrls()),
        __SITE_ORIGIN__: JSON.stringify(siteOrigin()),
        __OPERATOR__: JSON.stringify(operatorSettings()),
        ...(isRemote
          ? { __REMOTE_META__: JSON.stringify(remoteBuildMeta()) }
          : { __SHELL_META__: JSON.stringify(buildMeta()) }),
      },
      resolve: { dedupe: [...SHARED_PACKAGES] },
      build: {
        // The federation runtime uses top-level await.
        target: 'esnext',
        modulePreload: isRemote ? false : { polyfill: false },
        cssCodeSplit: isRemote,
        assetsInlineLimit: 0,
        // A remote ships only its remoteEntry and exposed chunks; its index.html is the team's dev page.
        ...(isRemote ? { rollupOptions: { input: {} } } : {}),
      },
      server: { port: ports.devPort, strictPort: true, fs: { allow: [shellRoot, process.cwd()] } },
      preview: { port: ports.port, strictPort: true, cors: true },
    }
    return mergeConfig(config, overrides)
  })
}
