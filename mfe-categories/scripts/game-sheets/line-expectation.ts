import { linePay } from '../../src/features/house-games/engine/line-pay'
import { freeSpinsFor, scatterPay } from '../../src/features/house-games/engine/scatter'
import type { HouseGame, SymbolId } from '../../src/features/house-games/engine/types'
import { fraction, type Fraction } from './fraction'

/**
 * The base game's return computed a second, independent way, for checking the enumeration. Every
 * stop is equally likely, so the symbol one line crosses on a reel is distributed as the strip's
 * symbol counts, independently across reels, and every line has the same expected pay: the return
 * of the lines is the expected pay of one line over all symbol tuples, weighted by those counts,
 * judged by the engine's own `linePay`. Scatters in one reel's window are independent across reels.
 */
export function baseReturnByLine(game: HouseGame): {
  baseRtp: Fraction
  freeSpinsChance: Fraction
} {
  const tallies = game.reels.map((strip) => {
    const tally = new Map<SymbolId, number>()
    for (const symbol of strip) tally.set(symbol, (tally.get(symbol) ?? 0) + 1)
    return [...tally]
  })
  const cycle = game.reels.reduce((product, strip) => product * BigInt(strip.length), 1n)

  let lineSum = 0n
  const tuple: SymbolId[] = []
  const walk = (reel: number, weight: bigint) => {
    if (reel === game.reels.length) {
      lineSum += weight * BigInt(linePay(game, tuple)?.pay ?? 0)
      return
    }
    for (const [symbol, count] of tallies[reel]!) {
      tuple[reel] = symbol
      walk(reel + 1, weight * BigInt(count))
    }
  }
  walk(0, 1n)

  // ways[k]: stop combinations showing k scatters in the whole window.
  let ways = [1n]
  for (const strip of game.reels) {
    const perStop = strip.map(
      (_, stop) =>
        Array.from({ length: game.rows }, (_, row) => strip[(stop + row) % strip.length]).filter(
          (symbol) => symbol === game.scatter?.symbol,
        ).length,
    )
    const next: bigint[] = Array.from({ length: ways.length + game.rows }, () => 0n)
    ways.forEach((count, seen) => perStop.forEach((here) => (next[seen + here]! += count)))
    ways = next
  }
  let scatterSum = 0n
  let starts = 0n
  ways.forEach((count, seen) => {
    scatterSum += count * BigInt(scatterPay(game, seen))
    if (freeSpinsFor(game, seen, 'paid') > 0) starts += count
  })

  const lines = BigInt(game.paylines.length)
  return {
    baseRtp: fraction(lineSum * lines + scatterSum, cycle * lines),
    freeSpinsChance: fraction(starts, cycle),
  }
}
