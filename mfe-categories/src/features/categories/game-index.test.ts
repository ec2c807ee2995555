// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CategorySlug } from 'shell/routes'
import { realGames, type Game } from '../../catalogue'
import { categories, categoryGames } from '../../catalogue/categories'
import { syntheticGames } from '../../catalogue/synthetic'
import { filterGames, type GameFilter } from './filter'
import { categoryResults } from './game-index'
import { sortedOnce, sortGames, sortKeys } from './sort'

/**
 * Synthetic games plus the cases an index could get wrong: equal titles (kept in list order),
 * titles equal only once folded, unknown years, and equal ratings.
 */
function catalogueToCheck(): Game[] {
  const games = [...realGames, ...syntheticGames(2000)]
  const [first, second] = realGames as [Game, Game]
  return [
    ...games,
    { ...first, id: 'twin-a', slug: 'twin-a', title: 'Țară Hot 7', year: undefined },
    { ...second, id: 'twin-b', slug: 'twin-b', title: 'Tara hot 7', year: undefined },
    {
      ...first,
      id: 'twin-c',
      slug: 'twin-c',
      title: 'Țară Hot 7',
      rating: first.rating,
    },
  ]
}

const straightforward = (
  games: readonly Game[],
  slug: CategorySlug,
  key: (typeof sortKeys)[number],
  filter: GameFilter,
) => filterGames(categoryGames(slug, sortGames(games, key)), filter)

const ids = (games: readonly Game[]) => games.map((game) => game.id)

describe('categoryResults', () => {
  const games = catalogueToCheck()
  const filters: GameFilter[] = [
    { provider: null, feature: null, query: '' },
    { provider: 'novomatic', feature: null, query: '' },
    { provider: null, feature: 'rotiri-gratuite', query: '' },
    { provider: 'egt-interactive', feature: 'jackpot', query: '' },
    { provider: null, feature: null, query: 'TARA hot' },
    { provider: 'pragmatic-play', feature: 'cascade', query: 'aur' },
    { provider: 'no-such-studio', feature: null, query: '' },
    { provider: null, feature: 'no-such-feature', query: '' },
  ]

  it('gives every category, order and filter the games the straightforward path gives', () => {
    for (const slug of Object.keys(categories) as CategorySlug[])
      for (const key of sortKeys)
        for (const filter of filters)
          expect(
            ids(categoryResults(games, slug, key, filter)),
            `${slug} ${key} ${JSON.stringify(filter)}`,
          ).toEqual(ids(straightforward(games, slug, key, filter)))
  })

  it('sorts the whole list as sortGames does, equal titles in list order', () => {
    for (const key of sortKeys) expect(ids(sortedOnce(games, key))).toEqual(ids(sortGames(games, key)))
    const twins = ids(sortedOnce(games, 'nume')).filter((id) => id.startsWith('twin-'))
    expect(twins).toEqual(['twin-a', 'twin-b', 'twin-c'])
  })

  it('hands back the same list for a category without filters', () => {
    const filter = { provider: null, feature: null, query: ' ' }
    const first = categoryResults(games, 'sloturi-online', 'rating', filter)
    expect(categoryResults(games, 'sloturi-online', 'rating', filter)).toBe(first)
  })
})
