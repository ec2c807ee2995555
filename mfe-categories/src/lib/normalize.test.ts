// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { foldText, slugify } from './normalize'

describe('foldText', () => {
  it('drops diacritics, comma-below and cedilla alike, and lowercases', () => {
    expect(foldText('Păcănele ȘI Țară')).toBe('pacanele si tara')
    expect(foldText('\u015F\u0163')).toBe('st') // the cedilla forms older keyboards type
  })

  it('removes zero-width, bidi and null characters', () => {
    expect(foldText('siz\u200bzling\u202e\u0000 hot')).toBe('sizzling hot')
  })
})

describe('slugify', () => {
  it('makes URL values from labels', () => {
    expect(slugify('EGT Interactive')).toBe('egt-interactive')
    expect(slugify("Play'n GO")).toBe('playn-go')
    expect(slugify('Plăți în grup')).toBe('plati-in-grup')
  })
})
