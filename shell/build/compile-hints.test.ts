// @vitest-environment node
import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints'

const chunk = (fileName: string, code: string) =>
  ({ type: 'chunk', fileName, code, map: null }) as unknown as Rollup.OutputChunk
const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset

describe('addCompileHints', () => {
  it('starts every chunk with the hint, once, and leaves other files alone', () => {
    const bundle: Rollup.OutputBundle = {
      'assets/start.js': chunk('assets/start.js', 'export const a=1;'),
      'assets/style.css': asset('assets/style.css', 'a{color:red}'),
    }
    addCompileHints(bundle)
    addCompileHints(bundle)
    expect((bundle['assets/start.js'] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}export const a=1;`)
    expect((bundle['assets/style.css'] as Rollup.OutputAsset).source).toBe('a{color:red}')
  })

  it('moves a source map down one line, so it still points at the right code', () => {
    const bundle: Rollup.OutputBundle = {
      'assets/start.js': chunk('assets/start.js', 'export const a=1;'),
      'assets/start.js.map': asset('assets/start.js.map', JSON.stringify({ mappings: 'AAAA' })),
    }
    addCompileHints(bundle)
    const map = JSON.parse(String((bundle['assets/start.js.map'] as Rollup.OutputAsset).source))
    expect(map.mappings).toBe(';AAAA')
  })
})
