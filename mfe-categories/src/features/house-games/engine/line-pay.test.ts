// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { comorileCarpatilor } from '../games/comorile-carpatilor'
import { fructeDeAur } from '../games/fructe-de-aur'
import { noapteaDeSanziene } from '../games/noaptea-de-sanziene'
import { linePay } from './line-pay'
import type { HouseGame } from './types'

/** A symbol that pays nothing next to `symbol` and stands in for nothing. */
const breakerFor = (game: HouseGame, symbol: string) =>
  game.symbols.find((other) => ![symbol, game.wild, game.scatter?.symbol].includes(other.id))!.id

describe('linePay', () => {
  it.each([fructeDeAur, comorileCarpatilor, noapteaDeSanziene])(
    '$name: every symbol but the wild pays its paytable for every count, from the first reel',
    (game) => {
      const reels = game.reels.length
      for (const [symbol, table] of Object.entries(game.paytable)) {
        if (symbol === game.wild) continue // what wilds followed by another symbol pay is tested below
        for (let count = 1; count <= reels; count++) {
          const line = Array.from({ length: reels }, (_, reel) =>
            reel < count ? symbol : breakerFor(game, symbol),
          )
          const expected = table[count] ?? 0
          const combination = linePay(game, line)
          if (expected > 0)
            expect(combination, `${symbol} × ${count}`).toEqual({ symbol, count, pay: expected })
          else expect(combination?.symbol, `${symbol} × ${count}`).not.toBe(symbol)
        }
      }
    },
  )

  it('pays nothing for a combination that does not start on the first reel', () => {
    expect(linePay(comorileCarpatilor, ['ghinda', 'urs', 'urs', 'urs', 'urs'])).toBeNull()
    expect(linePay(fructeDeAur, ['lamaie', 'cirese', 'cirese'])).toBeNull()
  })

  const bear = comorileCarpatilor
  const night = noapteaDeSanziene
  it.each([
    ['the wild stands in after it', bear, 'zimbru urs urs ghinda ghinda', ['urs', 3, 50]],
    ['the wild stands in between', bear, 'urs zimbru zimbru urs ghinda', ['urs', 4, 350]],
    ['the wild stands in at the end', bear, 'cerb cerb zimbru zimbru zimbru', ['cerb', 5, 1000]],
    [
      'wilds alone pay more (100) than 4 ghinda (15)',
      bear,
      'zimbru zimbru zimbru ghinda brad',
      ['zimbru', 3, 100],
    ],
    ['4 urs (350) pay more than wilds alone (100)', bear, 'zimbru zimbru zimbru urs brad', ['urs', 4, 350]],
    ['four wilds beat five ghinda', bear, 'zimbru zimbru zimbru zimbru ghinda', ['zimbru', 4, 1000]],
    ['five wilds', bear, 'zimbru zimbru zimbru zimbru zimbru', ['zimbru', 5, 5000]],
    ['a scatter first starts no line', night, 'foc luna luna luna luna', null],
    ['a scatter breaks a line', night, 'luna luna foc luna luna', null],
    ['a scatter ends a run of wilds', night, 'sanziana sanziana sanziana foc luna', ['sanziana', 3, 150]],
  ] as const)('%s', (_, game, line, expected) => {
    const [symbol, count, pay] = expected ?? []
    expect(linePay(game, line.split(' '))).toEqual(expected && { symbol, count, pay })
  })
})
