import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'
import { PRELOADS_TEMPLATE_ATTRIBUTE } from '../src/page-format/preloads-template'
import { MANIFEST_PATH } from '../src/page-format/remotes-manifest'

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
 * Lists in index.html (hence in every composed page) what the app fetches first: the remote manifest,
 * the start chunk and what it imports. They sit in the page's preloads template (`src/page-format/preloads-template.ts`),
 * which the entry moves into the head once the stylesheets are in: the app downloads while the page
 * paints instead of when the entry imports it after the paint. Chunks the entry imports itself are
 * loaded with it.
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
        const startFiles = [...staticClosure(bundle, start)].filter((file) => !loadedByEntry.has(file))
        const preloads: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: MANIFEST_PATH, as: 'fetch', crossorigin: 'anonymous' },
          },
          ...startFiles.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            }),
          ),
        ]
        return [
          {
            tag: 'template',
            attrs: { [PRELOADS_TEMPLATE_ATTRIBUTE]: true },
            children: preloads,
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
