import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'
import type { AppKey } from '../../src/federation/apps'
import { buildMeta, operatorSettings, remoteBuildMeta, siteOrigin } from '../app-meta'
import { remoteEntryUrls } from '../remote-entry-urls'
import { SHARED_PACKAGES } from '../shared-packages'
import { compileHints } from '../compile-hints'

/** What every app is, in every mode: React, Tailwind, the build-time constants and the output's shape. */
export function appBase(app: AppKey): UserConfig {
  const isRemote = app !== 'shell'
  return {
    plugins: [react(), tailwindcss(), compileHints()],
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
  }
}
