import type { Plugin } from 'vite'
import { pluginChanged } from './installed'

/** How the federation runtime in remoteEntry.js adds an exposed module's stylesheet. */
const APPEND_STYLESHEET = /document\.head\.appendChild\((\w+)\)/g

/**
 * Makes the runtime's stylesheet append a no-op for a stylesheet the page already links. Throws
 * unless there is exactly one such call: that is the code this was written against, and another
 * plugin version must be looked at, not silently left unpatched.
 */
export function patchStylesheetAppend(code: string, fileName: string): string {
  const calls = code.match(APPEND_STYLESHEET) ?? []
  if (calls.length !== 1)
    throw pluginChanged(
      'stylesheet-append',
      `expected one stylesheet append in ${fileName}, found ${calls.length} (document.head.appendChild)`,
    )
  return code.replace(
    APPEND_STYLESHEET,
    (_call, link: string) =>
      `[...document.querySelectorAll('link[rel="stylesheet"]')].some((linked)=>linked.href===${link}.href||linked.dataset.remoteHref===${link}.href)||document.head.appendChild(${link})`,
  )
}

/**
 * The federation runtime adds a `<link rel="stylesheet">` for each exposed module it loads, even
 * when the composed page already links that stylesheet (or the shell's copy of it, which names the
 * remote's URL in `data-remote-href`). The duplicate makes the browser restyle the
 * whole page while it hydrates, and keeps every rule twice in the cascade.
 */
export function reuseLinkedStylesheets(entryFileName: string): Plugin {
  return {
    name: 'pacanele:reuse-linked-stylesheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle[entryFileName]
      if (entry?.type !== 'chunk')
        throw pluginChanged('stylesheet-append', `no ${entryFileName} in the build`)
      entry.code = patchStylesheetAppend(entry.code, entryFileName)
    },
  }
}
