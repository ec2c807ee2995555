// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { remoteEntrySource } from '../../test/fake-remote-entry'
import { metaChunkPath } from './remote-entry'

describe('metaChunkPath', () => {
  it('finds the chunk remoteEntry.js loads for ./meta', () => {
    expect(metaChunkPath(remoteEntrySource('./__federation_expose_Meta-abc.js'))).toBe(
      './__federation_expose_Meta-abc.js',
    )
  })

  it('gives null for an entry without ./meta', () => {
    expect(metaChunkPath('let p={"./Faq":()=>import("./Faq-1.js")};export{p}')).toBeNull()
  })
})
