import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/** The app's start module (`src/boot/start.tsx`), imported by the page's small entry after first paint. */
const START_MODULE = /\/src\/boot\/start\.tsx$/

/** A chunk's file and those of every chunk it imports statically. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, found = new Set<string>()): Set<string> {
  if (found.has(chunk.fileName)) return found
  found.add(chunk.fileName)
  for (const imported of chunk.imports) {
    const next = bundle[imported]
    if (next?.type === 'chunk') staticClosure(bundle, next, found)
  }
  return found
}

/**
 * Hints the app's start chunk and what it imports in index.html (hence in every composed page), so
 * the browser fetches it with the page instead of when the entry asks for it after the first paint.
 * Chunks the entry imports itself are hinted by Vite already.
 */
export function preloadAppStart(): Plugin {
  return {
    name: 'pacanele:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return []
        const start = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => START_MODULE.test(id)),
        )
        if (!start) throw new Error('preload-app-start: no chunk holds src/boot/start.tsx')
        const loadedByEntry = staticClosure(bundle, entry)
        return [...staticClosure(bundle, start)]
          .filter((file) => !loadedByEntry.has(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, fetchpriority: 'low' },
              injectTo: 'head',
            }),
          )
      },
    },
  }
}
