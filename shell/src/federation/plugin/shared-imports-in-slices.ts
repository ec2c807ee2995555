import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { pluginChanged } from './installed'

/** The federation runtime's module: every shared package a chunk uses is awaited through it. */
const RUNTIME_ID = '\0virtual:__federation_fn_import'
/** The runtime's export of `importShared`, which the generated chunks import by that name. */
const EXPORT_ANCHOR = /export\s*\{\s*importShared\s*,/

/** The slices' one home, imported by the runtime by its path (it is bundled into each app's runtime chunk). */
const SLICES_MODULE = fileURLToPath(new URL('../../lib/main-thread-slices.ts', import.meta.url))

/**
 * Appended to the runtime: `importShared` lets the browser in when the evaluation it is part of has
 * held the main thread for a slice (`lib/main-thread-slices.ts`). Every chunk awaits its shared
 * packages through it at top level (`const React = await importShared('react')`), so the same await
 * that used to continue in a microtask, in the one task that evaluated the whole graph, now ends a
 * task when the slice is spent. The order of evaluation is unchanged: top-level await already defers
 * what follows it; only where the continuation runs changes.
 */
const SLICED_IMPORT = `
import { createTimeSlice } from ${JSON.stringify(SLICES_MODULE)}
const evaluationSlice = createTimeSlice()
async function importSharedInSlices(name, shareScope) {
  if (evaluationSlice.spent()) await evaluationSlice.yield()
  return importShared(name, shareScope)
}
`

/**
 * The browser build's shared imports, in slices (see `SLICED_IMPORT`). Measured with bench:web: the
 * evaluation of the page's JS was two tasks of 120–150 ms each on a phone's CPU. The server bundle
 * keeps the plain runtime: it has no one to let in. Fails the build if the runtime no longer exports
 * `importShared` where this expects it.
 */
export function sharedImportsInSlices(): Plugin {
  let isBrowserBuild = false
  let sliced = false
  return {
    name: 'pacanele:shared-imports-in-slices',
    enforce: 'post',
    apply: 'build',
    configResolved: (config) => void (isBrowserBuild = !config.build.ssr),
    buildStart: () => void (sliced = false),
    transform(code, id) {
      if (!isBrowserBuild || id !== RUNTIME_ID) return undefined
      if (!EXPORT_ANCHOR.test(code))
        throw pluginChanged('shared-imports-in-slices', 'the runtime no longer exports importShared')
      sliced = true
      return {
        code: code.replace(
          EXPORT_ANCHOR,
          `${SLICED_IMPORT}\nexport {\n  importSharedInSlices as importShared,`,
        ),
        map: null,
      }
    },
    buildEnd(error) {
      if (isBrowserBuild && !error && !sliced)
        throw pluginChanged('shared-imports-in-slices', `no module '${RUNTIME_ID}' was built`)
    },
  }
}
