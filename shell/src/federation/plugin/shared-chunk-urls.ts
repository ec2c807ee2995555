import type { Plugin } from 'vite'
import { isSharedChunk } from './chunk-names'

/**
 * The shell loads each shared package from a URL the plugin asks the bundler for
 * (`import.meta.ROLLUP_FILE_URL_…`). Vite 7 left those to Rollup, which wrote them relative to the
 * chunk asking; Vite 8 writes them itself, joined to `base` (`/assets/…`). Keep them relative, as
 * before: the shell finds its shared packages beside its own chunks wherever they are served from.
 */
export function relativeSharedChunkUrls(): Plugin {
  return {
    name: 'pacanele:relative-shared-chunk-urls',
    apply: 'build',
    config(config) {
      const appsOwn = config.experimental?.renderBuiltUrl
      return {
        experimental: {
          renderBuiltUrl: (fileName, context) =>
            context.hostType === 'js' && isSharedChunk(fileName)
              ? { relative: true }
              : appsOwn?.(fileName, context),
        },
      }
    },
  }
}
