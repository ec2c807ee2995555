// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { houseGameListing } from '../house-game-listing/listing'
import { houseGames } from './games/all'

describe('the listing of the house games', () => {
  it('names every game, in the games order, with the id, name and volatility its data plays', () => {
    expect(houseGameListing.map(({ id, name, volatility }) => ({ id, name, volatility }))).toEqual(
      houseGames.map(({ id, name, volatility }) => ({ id, name, volatility })),
    )
  })

  it("draws each card's emblem with the game's own symbols, pictures and names alike", () => {
    for (const [index, entry] of houseGameListing.entries()) {
      for (const symbol of entry.emblem) expect(houseGames[index]!.symbols).toContainEqual(symbol)
    }
  })
})
