/**
 * The page's inline scripts, written once as TypeScript modules in src/boot/inline/ and bundled into
 * index.html at build (and dev) time. index.html names each one by a placeholder,
 * `<script data-inline-module="<file>" data-call="<export>"></script>`, which becomes a plain
 * `<script>` running that export: the servers hash every attribute-less inline script of the built
 * page for the CSP, so nothing else needs to know them.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { bundleOneFile } from './bundle-one-file'

const shellRoot = fileURLToPath(new URL('..', import.meta.url))
const PLACEHOLDER = /<script data-inline-module="([^"]+)" data-call="([A-Za-z_$][\w$]*)"><\/script>/g
const ENTRY = 'pacanele-inline-entry'

/** The module's export, called once, as one self-contained classic script. */
export async function bundleInlineScript(file: string, exported: string): Promise<string> {
  const code = (
    await bundleOneFile({
      input: ENTRY,
      label: file,
      format: 'iife',
      root: shellRoot,
      plugins: [
        {
          name: 'pacanele:inline-entry',
          resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
          load: (id) =>
            id === `\0${ENTRY}`
              ? `import { ${exported} } from ${JSON.stringify(join(shellRoot, file))}\n${exported}()`
              : null,
        },
      ],
    })
  ).trim()
  if (/<\/script|<!--/i.test(code)) throw new Error(`${file} cannot be inlined: it contains </script or <!--`)
  return code
}

/** Replaces each placeholder of the page with its bundled script, in place (their order matters). */
export async function inlineScripts(html: string): Promise<string> {
  const scripts = await Promise.all(
    [...html.matchAll(PLACEHOLDER)].map(([, file, exported]) => bundleInlineScript(file!, exported!)),
  )
  let index = 0
  return html.replace(PLACEHOLDER, () => `<script>${scripts[index++]}</script>`)
}

export function inlineScriptsPlugin(): Plugin {
  let bundled: Promise<string> | undefined
  let source: string | undefined
  return {
    name: 'pacanele:inline-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // Once per build; in dev again only when index.html itself changed.
        if (html !== source) {
          source = html
          bundled = inlineScripts(html)
        }
        return bundled
      },
    },
  }
}
