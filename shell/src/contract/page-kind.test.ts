// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageKind } from './page-kind'
import { paths } from './routes'

describe('pageKind', () => {
  it('names each page of the route table', () => {
    expect(pageKind(paths.home)).toBe('home')
    expect(pageKind(paths.home, '?s=book')).toBe('search')
    expect(pageKind(paths.home, '?s=%20')).toBe('home')
    expect(pageKind(paths.category('sloturi-online'), '?pagina=2')).toBe('category')
    expect(pageKind(paths.game('book-of-ra'))).toBe('game')
    expect(pageKind(paths.houseGame('fructe'))).toBe('house-game')
    expect(pageKind(paths.privacy)).toBe('privacy')
  })

  it('calls anything else not found, a bare game prefix too', () => {
    expect(pageKind('/nu-exista')).toBe('not-found')
    expect(pageKind('/joc/')).toBe('not-found')
  })
})
