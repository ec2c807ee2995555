// @vitest-environment node
import { describe, expect, it } from 'vitest'
import summaries from '../../src/features/house-game-listing/summaries.json'
import { houseGames } from '../../src/features/house-games/games/all'
import { mathSheets } from '../../src/features/house-games/sheets/all'
import { summaryOf } from './summary'

describe('the summaries the house games listing reads', () => {
  it("keeps the cards' summaries equal to the committed math sheets", () => {
    expect(summaries).toEqual(houseGames.map((game) => summaryOf(mathSheets[game.id]!)))
  })
})
