import { describe, expect, it } from 'vitest'
import { comorileCarpatilor } from '../games/comorile-carpatilor'
import { fructeDeAur } from '../games/fructe-de-aur'
import { noapteaDeSanziene } from '../games/noaptea-de-sanziene'
import { mathSheets } from '../sheets/all'
import { evaluate } from './evaluate'
import { stopsAtTop, withWindow } from '../../../test/house-game-windows'

describe('evaluate', () => {
  it('pays every line that shows a combination, each by the paytable', () => {
    // Top row: three stars (line 2); middle: cherries, lemon, lemon (line 1: two cherries);
    // bottom: melon, orange, orange; the diagonals: star, cherry, orange and melon, cherry, star.
    const game = withWindow(fructeDeAur, [
      ['stea', 'cirese', 'pepene'],
      ['stea', 'cirese', 'portocala'],
      ['stea', 'lamaie', 'portocala'],
    ])
    const outcome = evaluate(game, stopsAtTop(game), 'paid')
    expect(outcome.lineWins).toEqual([
      { line: 0, symbol: 'cirese', count: 2, pay: 4 },
      { line: 1, symbol: 'stea', count: 3, pay: 200 },
    ])
    expect(outcome.win).toBe(204)
    expect(outcome.scatters).toBe(0)
    expect(outcome.freeSpinsAwarded).toBe(0)
  })

  it('pays a single cherry on the first reel on each line through it', () => {
    const game = withWindow(fructeDeAur, [
      ['cirese', 'lamaie', 'pepene'],
      ['portocala', 'struguri', 'lamaie'],
      ['pepene', 'clopotel', 'struguri'],
    ])
    const outcome = evaluate(game, stopsAtTop(game), 'paid')
    // The top row (line 2) and the falling diagonal (line 4) start on the top-left cherry.
    expect(outcome.lineWins.map((win) => [win.line, win.pay])).toEqual([
      [1, 1],
      [3, 1],
    ])
    expect(outcome.win).toBe(2)
  })

  it('lets the wild complete lines on several paylines at once', () => {
    const game = withWindow(comorileCarpatilor, [
      ['ghinda', 'urs', 'brad'],
      ['frunza', 'zimbru', 'ciuperca'],
      ['ciuperca', 'urs', 'frunza'],
      ['brad', 'ghinda', 'vulpe'],
      ['vulpe', 'brad', 'ghinda'],
    ])
    const outcome = evaluate(game, stopsAtTop(game), 'paid')
    // Middle row: urs, zimbru, urs → three bears (50); line 10 (0,1,1,1,0) is ghinda, zimbru, urs: nothing.
    expect(outcome.lineWins).toEqual([{ line: 0, symbol: 'urs', count: 3, pay: 50 }])
    expect(outcome.win).toBe(50)
  })

  it('counts scatters anywhere, pays them in total stakes and starts free spins', () => {
    const columns = [
      ['foc', 'floare', 'spic'],
      ['spic', 'lumanare', 'cununa'],
      ['cununa', 'spic', 'foc'],
      ['lumanare', 'cununa', 'floare'],
      ['floare', 'foc', 'lumanare'],
    ]
    const game = withWindow(noapteaDeSanziene, columns)
    const paid = evaluate(game, stopsAtTop(game), 'paid')
    expect(paid.scatters).toBe(3)
    expect(paid.scatterPay).toBe(2 * 20) // 2 stakes = 40 line bets on 20 lines
    expect(paid.lineWins).toEqual([])
    expect(paid.freeSpinsAwarded).toBe(15)
    expect(paid.win).toBe(40)

    const four = withWindow(noapteaDeSanziene, [
      ...columns.slice(0, 3),
      ['foc', 'cununa', 'floare'],
      columns[4]!,
    ])
    expect(evaluate(four, stopsAtTop(four), 'paid')).toMatchObject({
      scatters: 4,
      scatterPay: 400,
      freeSpinsAwarded: 20,
    })
    const two = withWindow(noapteaDeSanziene, [
      columns[0]!,
      ...columns.slice(1, 4),
      ['floare', 'spic', 'lumanare'],
    ])
    expect(evaluate(two, stopsAtTop(two), 'paid')).toMatchObject({
      scatters: 2,
      scatterPay: 0,
      freeSpinsAwarded: 0,
      win: 0,
    })
  })

  it('multiplies every win of a free spin and retriggers from the same scatters', () => {
    const game = withWindow(noapteaDeSanziene, [
      ['luna', 'foc', 'spic'],
      ['luna', 'floare', 'foc'],
      ['luna', 'foc', 'cununa'],
      ['spic', 'lumanare', 'cununa'],
      ['foc', 'cununa', 'floare'],
    ])
    const paid = evaluate(game, stopsAtTop(game), 'paid')
    const free = evaluate(game, stopsAtTop(game), 'free')
    expect(paid.lineWins).toEqual([{ line: 1, symbol: 'luna', count: 3, pay: 50 }])
    expect(paid.win).toBe(50 + 20 * 20) // three moons on the top row, four scatters (20 stakes)
    expect(free.multiplier).toBe(3)
    expect(free.win).toBe(3 * paid.win)
    expect(free.freeSpinsAwarded).toBe(20)
  })

  it('adds no free spins during free spins when a game does not retrigger', () => {
    const noRetrigger = { ...noapteaDeSanziene, freeSpins: { multiplier: 3, retrigger: false } }
    const game = withWindow(noRetrigger, [
      ['foc', 'floare', 'spic'],
      ['foc', 'lumanare', 'cununa'],
      ['foc', 'spic', 'floare'],
      ['lumanare', 'cununa', 'floare'],
      ['floare', 'spic', 'lumanare'],
    ])
    expect(evaluate(game, stopsAtTop(game), 'paid').freeSpinsAwarded).toBe(15)
    expect(evaluate(game, stopsAtTop(game), 'free').freeSpinsAwarded).toBe(0)
  })

  it.each([
    [fructeDeAur, [26, 14, 3]],
    [comorileCarpatilor, [19, 7, 27, 14, 3]],
    [noapteaDeSanziene, [4, 13, 0, 21, 21]],
  ])('$name pays its largest win, as its math sheet states, at the stops that show it', (game, stops) => {
    const outcome = evaluate(game, stops, 'paid')
    expect(outcome.win / game.paylines.length).toBe(mathSheets[game.id]!.largestSpinWin)
    expect(outcome.lineWins.every((win) => win.pay === game.paytable[win.symbol]![win.count])).toBe(true)
  })
})
