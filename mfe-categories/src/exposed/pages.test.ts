import { describe, expect, it } from 'vitest'
import { realGames } from '../catalogue'
import { canonicalPaths } from './pages'

describe('canonicalPaths', () => {
  it('names one /joc/<slug> page per game, each once', () => {
    expect(canonicalPaths).toHaveLength(realGames.length)
    expect(new Set(canonicalPaths).size).toBe(realGames.length)
    expect(canonicalPaths).toContain('/joc/book-of-ra')
    for (const path of canonicalPaths) expect(path).toMatch(/^\/joc\/[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})
