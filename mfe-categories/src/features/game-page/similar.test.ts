// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { realGames, type Game } from '../../catalogue'
import { syntheticGames } from '../../catalogue/synthetic'
import { similarGames } from './similar'

/** The rule as written: score every other game, sort, take the first. What the index must equal. */
function scoredAndSorted(game: Game, games: readonly Game[], limit = 4): string[] {
  const score = (other: Game) =>
    (game.family && other.family === game.family ? 10 : 0) +
    (game.bookMechanic && other.bookMechanic ? 4 : 0) +
    (other.provider === game.provider ? 3 : 0) +
    (other.theme === game.theme ? 2 : 0) +
    other.features.filter((feature) => game.features.includes(feature)).length
  return games
    .filter((other) => other.id !== game.id && score(other) > 0)
    .map((other) => ({ other, score: score(other) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.other.rating - a.other.rating ||
        a.other.title.localeCompare(b.other.title, 'ro'),
    )
    .slice(0, limit)
    .map(({ other }) => other.id)
}

describe('similarGames', () => {
  const catalogue = [...realGames, ...syntheticGames(3000)]

  it('gives exactly what scoring and sorting the whole catalogue gives, for real and synthetic games', () => {
    const sample = [...realGames, ...catalogue.filter((_, index) => index % 97 === 0)]
    for (const game of sample)
      expect(
        similarGames(game, catalogue).map((other) => other.id),
        game.id,
      ).toEqual(scoredAndSorted(game, catalogue))
  }, 60_000)

  it('honours the limit, and a list without the game in it', () => {
    const [game] = realGames as [Game]
    const others = catalogue.filter((other) => other.id !== game.id)
    expect(similarGames(game, others, 7).map((other) => other.id)).toEqual(scoredAndSorted(game, others, 7))
    expect(similarGames(game, catalogue, 0)).toEqual([])
  })
})
