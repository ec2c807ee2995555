// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compatibleMeta, metaChunkSource } from './test-support/fake-deploy'
import { exportedRemoteMeta } from './read-meta'

describe('exportedRemoteMeta', () => {
  it('reads the meta as Vite minifies it', () => {
    expect(exportedRemoteMeta(metaChunkSource(compatibleMeta))).toEqual(compatibleMeta)
  })

  it('reads a meta exported directly, with a template string', () => {
    expect(
      exportedRemoteMeta('export const remoteMeta = { contractVersion: `2.1.0`, sharedVersions: {} }'),
    ).toEqual({
      contractVersion: '2.1.0',
      sharedVersions: {},
    })
  })

  it.each([
    ['a call', 'const r = compute(); export { r as remoteMeta }'],
    ['a spread', 'const o = {}; const r = { ...o }; export { r as remoteMeta }'],
    ['a getter', 'const r = { get contractVersion() { return "2.0.0" } }; export { r as remoteMeta }'],
    ['a computed key', 'const r = { ["contract" + "Version"]: "2.0.0" }; export { r as remoteMeta }'],
    [
      'a template with an expression',
      'const v = 2; const r = { contractVersion: `${v}.0.0` }; export { r as remoteMeta }',
    ],
    ['a __proto__ key', 'const r = { __proto__: { contractVersion: "2.0.0" } }; export { r as remoteMeta }'],
    ['an alias loop', 'var a = b; var b = a; export { a as remoteMeta }'],
    ['no such export', 'export const other = {}'],
  ])('gives null for %s, without running anything', (_what, source) => {
    expect(exportedRemoteMeta(source)).toBeNull()
  })

  it('never runs the file it reads', () => {
    const marker = '__releaseMetaRan'
    exportedRemoteMeta(`globalThis.${marker} = true; export const remoteMeta = { contractVersion: "2.0.0" }`)
    expect(marker in globalThis).toBe(false)
  })
})
