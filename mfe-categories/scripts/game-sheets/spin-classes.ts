import { freeSpinsFor, scatterPay } from '../../src/features/house-games/engine/scatter'
import type { HouseGame } from '../../src/features/house-games/engine/types'
import type { Enumeration } from './enumerate'

/** One class of equally likely outcomes of a single spin: what it pays and the free spins it adds. */
export interface SpinClass {
  /** In line bets, multiplier applied. */
  win: number
  freeSpins: number
  count: number
}

/**
 * The enumerated classes seen as a paid spin and as a free spin: the reels are the same, a free spin
 * multiplies its wins and adds free spins only when retriggering is on.
 */
export function spinClasses(game: HouseGame, enumeration: Enumeration, kind: 'paid' | 'free'): SpinClass[] {
  const multiplier = kind === 'free' ? (game.freeSpins?.multiplier ?? 1) : 1
  const merged = new Map<string, SpinClass>()
  for (const { lineWin, scatters, count } of enumeration.classes) {
    const win = (lineWin + scatterPay(game, scatters)) * multiplier
    const freeSpins = freeSpinsFor(game, scatters, kind)
    const key = `${win}:${freeSpins}`
    const known = merged.get(key)
    if (known) known.count += count
    else merged.set(key, { win, freeSpins, count })
  }
  return [...merged.values()].sort((a, b) => a.win - b.win || a.freeSpins - b.freeSpins)
}
