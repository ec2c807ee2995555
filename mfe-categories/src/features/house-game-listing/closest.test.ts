// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { realGames, volatilities, type Game } from '../../catalogue'
import { closestHouseGame, studioGamesLike } from './closest'

describe('closestHouseGame', () => {
  it("offers, for each of the catalogue's volatilities, the house game of the nearest level", () => {
    expect(volatilities.map((volatility) => [volatility, closestHouseGame(volatility).game.id])).toEqual([
      ['low', 'fructe-de-aur'],
      ['low-medium', 'fructe-de-aur'],
      ['medium-low', 'comorile-carpatilor'],
      ['medium', 'comorile-carpatilor'],
      ['medium-high', 'comorile-carpatilor'],
      ['high', 'noaptea-de-sanziene'],
    ])
    expect(closestHouseGame('high').known).toBe(true)
  })

  it('offers the middle game when the studio publishes no volatility, and says the figure was unknown', () => {
    expect(closestHouseGame(undefined)).toEqual({
      game: expect.objectContaining({ id: 'comorile-carpatilor' }) as unknown,
      known: false,
    })
  })
})

describe('studioGamesLike', () => {
  const game = (id: string, rating: number, volatility?: Game['volatility']): Game => ({
    ...realGames[0]!,
    id,
    slug: id,
    title: id,
    rating,
    volatility,
  })

  it('lists the studio games of the nearest level, best rated first, and never one of unknown volatility', () => {
    const games = [
      game('a', 4.1, 'low'),
      game('b', 4.8, 'low-medium'),
      game('c', 4.9),
      game('d', 5, 'medium'),
    ]
    expect(studioGamesLike('low', games, 4).map((g) => g.id)).toEqual(['b', 'a'])
    expect(studioGamesLike('low', games, 1).map((g) => g.id)).toEqual(['b'])
  })

  it('finds at least four catalogue games for each house game', () => {
    for (const level of ['low', 'medium', 'high'] as const)
      expect(studioGamesLike(level, realGames, 4)).toHaveLength(4)
  })
})
