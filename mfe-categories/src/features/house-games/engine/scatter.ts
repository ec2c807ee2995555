import type { HouseGame, SymbolId } from './types'

/** How many scatters are visible anywhere in the window. */
export function countScatters(game: HouseGame, window: readonly (readonly SymbolId[])[]): number {
  const scatter = game.scatter?.symbol
  if (scatter === undefined) return 0
  return window.reduce((sum, column) => sum + column.filter((symbol) => symbol === scatter).length, 0)
}

/** The scatter's pay for `count` visible, in line bets (its table is in total stakes). */
export function scatterPay(game: HouseGame, count: number): number {
  return (game.scatter?.pays[count] ?? 0) * game.paylines.length
}

/** Free spins that `count` visible scatters start (or add, during free spins when retriggering is on). */
export function freeSpinsFor(game: HouseGame, count: number, during: 'paid' | 'free'): number {
  if (!game.freeSpins || (during === 'free' && !game.freeSpins.retrigger)) return 0
  return game.scatter?.freeSpins[count] ?? 0
}
