// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { evaluate } from '../../src/features/house-games/engine/evaluate'
import { comorileCarpatilor } from '../../src/features/house-games/games/comorile-carpatilor'
import { fructeDeAur } from '../../src/features/house-games/games/fructe-de-aur'
import { noapteaDeSanziene } from '../../src/features/house-games/games/noaptea-de-sanziene'
import { mathSheets } from '../../src/features/house-games/sheets/all'
import { enumerate } from './enumerate'
import { format, toNumber } from './fraction'
import { baseReturnByLine } from './line-expectation'
import { exactMoments } from './moments'
import { toyGame } from './toy-game'

const games = [fructeDeAur, comorileCarpatilor, noapteaDeSanziene].map(
  (game) => [game, mathSheets[game.id]!] as const,
)

describe.each(games)('$name, recomputed from its data', (game, sheet) => {
  const enumeration = enumerate(game)
  const moments = exactMoments(game, enumeration)

  it('has the RTP, hit frequency and volatility of its committed math sheet', () => {
    expect(enumeration.cycle).toBe(sheet.stopCombinations)
    expect(Math.abs(toNumber(moments.rtp) - sheet.rtp.value)).toBeLessThan(1e-9)
    expect(format(moments.rtp)).toBe(sheet.rtp.exact)
    expect(format(moments.hitFrequency)).toBe(sheet.hitFrequency.exact)
    expect(format(moments.variance)).toBe(sheet.variance.exact)
    expect(Math.abs(Math.sqrt(toNumber(moments.variance)) - sheet.standardDeviation)).toBeLessThan(1e-9)
  })

  it("returns 94–97 % and its sheet's distribution accounts for every paid spin", () => {
    expect(sheet.rtp.value).toBeGreaterThanOrEqual(0.94)
    expect(sheet.rtp.value).toBeLessThanOrEqual(0.97)
    const total =
      sheet.distribution.noWin + sheet.distribution.buckets.reduce((sum, b) => sum + b.probability, 0)
    expect(Math.abs(total - 1)).toBeLessThan(1e-9)
    expect(Math.abs(sheet.distribution.noWin - (1 - sheet.hitFrequency.value))).toBeLessThan(1e-9)
  })

  it('gives the base game the same return when every line is computed on its own', () => {
    const byLine = baseReturnByLine(game)
    expect(format(byLine.baseRtp)).toBe(format(moments.baseRtp))
    expect(format(byLine.freeSpinsChance)).toBe(format(moments.freeSpinsChance))
  })
})

describe('the enumeration', () => {
  it("counts what the engine pays for every one of the fruit game's stop combinations", () => {
    const tally = new Map<number, number>()
    const [first, second, third] = fructeDeAur.reels.map((strip) => strip.length)
    for (let a = 0; a < first!; a++)
      for (let b = 0; b < second!; b++)
        for (let c = 0; c < third!; c++) {
          const { win } = evaluate(fructeDeAur, [a, b, c], 'paid')
          tally.set(win, (tally.get(win) ?? 0) + 1)
        }
    const enumerated = new Map<number, number>()
    for (const c of enumerate(fructeDeAur).classes)
      enumerated.set(c.lineWin, (enumerated.get(c.lineWin) ?? 0) + c.count)
    expect(new Map([...enumerated].sort(([x], [y]) => x - y))).toEqual(
      new Map([...tally].sort(([x], [y]) => x - y)),
    )
  })
})

describe('the volatility labels', () => {
  it('follow the standard deviations: low < medium < high', () => {
    const bySpread = [...games].sort(([, a], [, b]) => a.standardDeviation - b.standardDeviation)
    expect(bySpread.map(([game]) => game.volatility)).toEqual(['low', 'medium', 'high'])
  })
})

describe('free spins in closed form', () => {
  it('equal a direct sum over sessions cut off ever deeper', () => {
    // Expected total of a paid spin, computed by following retriggers to depth k: the value of one
    // free spin to depth k is E[F] + E[R]·(value to depth k − 1). It must converge to the closed form.
    const enumeration = enumerate(toyGame)
    const outcomes = enumeration.classes.map((c) => {
      const scatterWin = (toyGame.scatter!.pays[c.scatters] ?? 0) * toyGame.paylines.length
      const awarded = toyGame.scatter!.freeSpins[c.scatters] ?? 0
      return { p: c.count / enumeration.cycle, win: c.lineWin + scatterWin, awarded }
    })
    const meanFree = outcomes.reduce((sum, o) => sum + o.p * o.win * 2, 0)
    const meanAwarded = outcomes.reduce((sum, o) => sum + o.p * o.awarded, 0)
    let freeSpinValue = 0
    for (let depth = 0; depth < 200; depth++) freeSpinValue = meanFree + meanAwarded * freeSpinValue
    const paid = outcomes.reduce((sum, o) => sum + o.p * (o.win + o.awarded * freeSpinValue), 0)

    const moments = exactMoments(toyGame, enumeration)
    expect(meanAwarded).toBeGreaterThan(0.2) // retriggers matter here, unlike in a real game
    expect(toNumber(moments.rtp)).toBeCloseTo(paid, 12)
    expect(toNumber(moments.freeSpinValue)).toBeCloseTo(freeSpinValue, 12)
  })
})
