import type { Plugin, Rollup } from 'vite'

/**
 * V8's explicit compile hint (Chromium 136 and later): every function of a file that starts with it
 * is compiled on a background thread while the file streams in. Without it V8 compiles each function
 * on the main thread the first time it runs, and most of React's and the app's functions first run
 * while the page hydrates. Other browsers read a comment.
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

/**
 * Last of the build plugins, so the hint is the first line of the code as it is written. It is added
 * after the file names are hashed: the same source still gets the same name, and the hint is the
 * same in every file.
 */
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
