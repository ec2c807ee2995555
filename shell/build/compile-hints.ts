import type { Plugin, Rollup } from 'vite'

/**
 * V8's explicit compile hint (Chromium 136 and later): every function in a file that starts with it is
 * compiled while the file streams in, on a background thread. Without it V8 compiles each function on
 * the main thread the first time it runs, and nearly every function of these chunks runs while the
 * page hydrates: that compiling was most of the page's blocking time after first paint.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Puts the hint first in every chunk, and keeps a chunk's source map pointing at the right lines. */
export function addCompileHints(bundle: Rollup.OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue
    chunk.code = COMPILE_HINT + chunk.code
    const map = bundle[`${chunk.fileName}.map`] as Rollup.OutputAsset | undefined
    if (map) map.source = shiftOneLine(String(map.source))
    else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
  }
}

/** In a source map's mappings, each `;` starts the next generated line. */
function shiftOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/** After every other plugin's code changes, so the hint is the first line of the code as it is written. */
export function compileHints(): Plugin {
  return {
    name: 'pacanele:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own hooks too: its import analysis writes a preload map above the entry's code.
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle)
      },
    },
  }
}
