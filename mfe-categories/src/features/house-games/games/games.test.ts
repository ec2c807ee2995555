import { describe, expect, it } from 'vitest'
import { problemsOf } from '../engine/schema'
import { houseGames } from './all'

describe('the house games', () => {
  it.each(houseGames)('$name is sound data: known symbols, lines in the window, stakes per line', (game) => {
    expect(problemsOf(game)).toEqual([])
  })

  it('have their own ids and names, and every symbol a Romanian name', () => {
    expect(new Set(houseGames.map((game) => game.id)).size).toBe(houseGames.length)
    expect(new Set(houseGames.map((game) => game.name)).size).toBe(houseGames.length)
    for (const game of houseGames) for (const symbol of game.symbols) expect(symbol.name).toMatch(/^\p{Lu}/u)
  })

  it('are the three shapes offered: 3 reels with 5 lines, 5 reels with 10 lines and a wild, 20 lines with free spins', () => {
    expect(houseGames.map((game) => [game.reels.length, game.rows, game.paylines.length])).toEqual([
      [3, 3, 5],
      [5, 3, 10],
      [5, 3, 20],
    ])
    expect(houseGames.map((game) => [Boolean(game.wild), Boolean(game.freeSpins)])).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ])
    expect(houseGames[2].freeSpins?.retrigger).toBe(true)
  })

  it('report a problem in data rather than playing it', () => {
    const [game] = houseGames
    const broken = {
      ...game,
      name: 'Fructe de Aur \u015f',
      stakes: [7],
      paylines: [...game.paylines, [1, 1, 3]],
    }
    expect(problemsOf(broken)).toEqual([
      'fructe-de-aur: name writes \u015f/\u0163 with a cedilla',
      'fructe-de-aur: line 6 leaves the window',
      'fructe-de-aur: stake 7 is not a whole number of credits per line',
    ])
  })
})
