import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'
import { PRELOADS_TEMPLATE_ATTRIBUTE } from '../src/page-format/preloads-template'
import { RELEASE_RECORD_PATH } from '../src/page-format/release-record-path'

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

/** A `<link>` tag's attributes, in any order and quoting (Vite 7 and Vite 8 write them differently). */
const LINK_TAG = /[ \t]*<link\b([^>]*)>\n?/g
const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined)

/**
 * Takes out of the page's HTML the `modulepreload` links Vite wrote for the entry's own imports (Vite 8
 * splits a module the entry shares with the app into a chunk of its own; Vite 7 kept it in the entry),
 * and returns their files: they go into the preloads template with the app's, so the HTML itself
 * fetches only the stylesheets and its one module script. That script stays (decision 0112): it waits
 * for the stylesheets, and `DOMContentLoaded` for it, so the page is not laid out before they are in.
 */
export function takeEntryPreloads(
  html: string,
  files: ReadonlySet<string>,
): { html: string; taken: string[] } {
  const taken: string[] = []
  const rest = html.replace(LINK_TAG, (tag, attributes: string) => {
    const href = attribute(attributes, 'href')
    const file = href?.replace(/^\//, '')
    if (attribute(attributes, 'rel') !== 'modulepreload' || !file || !files.has(file)) return tag
    taken.push(file)
    return ''
  })
  return { html: rest, taken }
}

/**
 * Lists in index.html (hence in every composed page) what the app fetches first: the release record,
 * the start chunk and what it imports. They sit in the page's preloads template (`src/page-format/preloads-template.ts`),
 * which the entry moves into the head once the stylesheets are in: the app downloads while the page
 * paints instead of when the entry imports it after the paint. Chunks the entry imports itself are
 * loaded with it;
 * the links Vite writes for those (`takeEntryPreloads`) wait in the template too.
 */
export function preloadAppStart(): Plugin {
  return {
    name: 'pacanele:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html
        const start = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => START_MODULE.test(id)),
        )
        if (!start) throw new Error('preload-app-start: no chunk holds src/boot/start.tsx')
        const loadedByEntry = staticClosure(bundle, entry)
        const startFiles = [...staticClosure(bundle, start)].filter((file) => !loadedByEntry.has(file))
        const entryImports = new Set([...loadedByEntry].filter((file) => file !== entry.fileName))
        const { html: withoutEntryPreloads, taken } = takeEntryPreloads(html, entryImports)
        const preloads: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: RELEASE_RECORD_PATH, as: 'fetch', crossorigin: 'anonymous' },
          },
          ...[...taken, ...startFiles].map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          })),
        ]
        return {
          html: withoutEntryPreloads,
          tags: [
            {
              tag: 'template',
              attrs: { [PRELOADS_TEMPLATE_ATTRIBUTE]: true },
              children: preloads,
              injectTo: 'head',
            },
          ],
        }
      },
    },
  }
}
