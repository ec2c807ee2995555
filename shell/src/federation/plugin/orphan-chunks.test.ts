// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dropOrphanChunks } from './orphan-chunks'

interface Chunk {
  type: 'chunk'
  fileName: string
  code: string
  imports: string[]
  dynamicImports: string[]
  isEntry: boolean
  isDynamicEntry: boolean
}
const chunk = (fileName: string, code = '', imports: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  code,
  imports,
  dynamicImports: [],
  isEntry: fileName.endsWith('remoteEntry.js'),
  isDynamicEntry: false,
})
const generateBundle = (bundle: Record<string, Chunk>) =>
  (dropOrphanChunks().generateBundle as (options: unknown, bundle: Record<string, Chunk>) => void)({}, bundle)

describe('dropOrphanChunks', () => {
  it('drops a chunk no chunk imports or names, and keeps the others', () => {
    const bundle = {
      'assets/remoteEntry.js': chunk('assets/remoteEntry.js', 'import("./exposed-1.js")'),
      'assets/exposed-1.js': chunk('assets/exposed-1.js', '', ['assets/helpers-1.js']),
      'assets/helpers-1.js': chunk('assets/helpers-1.js'),
      'assets/index-1.js': chunk('assets/index-1.js', 'react'),
    }
    generateBundle(bundle)
    expect(Object.keys(bundle)).toEqual([
      'assets/remoteEntry.js',
      'assets/exposed-1.js',
      'assets/helpers-1.js',
    ])
  })

  it('fails a build that has no orphan: the plugin no longer leaves one, and the patch is blind or obsolete', () => {
    const bundle = { 'assets/remoteEntry.js': chunk('assets/remoteEntry.js') }
    expect(() => generateBundle(bundle)).toThrow(
      /vite-plugin-federation .*: orphan-chunks: .*no orphan chunk/,
    )
  })
})
