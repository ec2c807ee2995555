// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { categoryRoutes, paths } from 'shell/routes'
import { catalogue, realGames } from '../catalogue'
import { categoryGames } from '../catalogue/categories'
import { PAGE_SIZE } from '../features/categories/paginate'
import { houseGames } from '../features/house-games/games/all'
import { canonicalPaths } from './pages'

const gamePaths = canonicalPaths.filter((path) => path.startsWith('/joc/'))
const houseGamePaths = canonicalPaths.filter((path) => path.startsWith('/joc-gratis/'))
const listPages = canonicalPaths.filter((path) => !path.startsWith('/joc/') && !houseGamePaths.includes(path))

describe('canonicalPaths', () => {
  it('names one /joc/<slug> page per game, each once', () => {
    expect(gamePaths).toHaveLength(realGames.length)
    expect(new Set(gamePaths).size).toBe(realGames.length)
    expect(gamePaths).toContain('/joc/book-of-ra')
    for (const path of gamePaths) expect(path).toMatch(/^\/joc\/[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('names one /joc-gratis/<slug> page per house game', () => {
    expect(houseGamePaths).toEqual(houseGames.map((game) => `/joc-gratis/${game.id}`))
  })

  it("names every later page of each category's list, so pagination reaches every game", () => {
    for (const { slug } of categoryRoutes) {
      const pageCount = Math.ceil(categoryGames(slug, catalogue).length / PAGE_SIZE)
      const expected = Array.from(
        { length: pageCount - 1 },
        (_, i) => `${paths.category(slug)}?pagina=${i + 2}`,
      )
      expect(listPages.filter((path) => path.startsWith(`${paths.category(slug)}?`))).toEqual(expected)
    }
    expect(listPages).toContain('/sloturi-online?pagina=2')
  })
})
