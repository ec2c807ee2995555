import { describe, expect, it } from 'vitest'
import { houseGameListing } from '../house-game-listing/listing'
import { houseGames } from './games/all'

describe('the listing of the house games', () => {
  it('names every game, in the games order, with the id, name and volatility its data plays', () => {
    expect(houseGameListing.map(({ id, name, volatility }) => ({ id, name, volatility }))).toEqual(
      houseGames.map(({ id, name, volatility }) => ({ id, name, volatility })),
    )
  })

  it("draws each card's emblem from the game's own symbols", () => {
    for (const [index, entry] of houseGameListing.entries()) {
      const glyphs = houseGames[index]!.symbols.map((symbol) => symbol.glyph)
      for (const glyph of entry.emblem) expect(glyphs).toContain(glyph)
    }
  })
})
