import { linePay } from './line-pay'
import { countScatters, freeSpinsFor, scatterPay } from './scatter'
import type { HouseGame, SymbolId } from './types'
import { windowAt } from './window'

export type SpinKind = 'paid' | 'free'

export interface LineWin {
  /** Index into the game's paylines. */
  line: number
  symbol: SymbolId
  count: number
  /** In line bets, before the free-spin multiplier. */
  pay: number
}

export interface SpinOutcome {
  kind: SpinKind
  stops: number[]
  window: SymbolId[][]
  lineWins: LineWin[]
  scatters: number
  /** The scatters' pay in line bets, before the free-spin multiplier. */
  scatterPay: number
  freeSpinsAwarded: number
  multiplier: number
  /** Everything this spin pays, in line bets, multiplier applied. */
  win: number
}

/** Settles what reels stopped at `stops` pay: a pure function of the game's data. */
export function evaluate(game: HouseGame, stops: readonly number[], kind: SpinKind): SpinOutcome {
  const window = windowAt(game, stops)
  const lineWins: LineWin[] = []
  game.paylines.forEach((rows, line) => {
    const combination = linePay(
      game,
      rows.map((row, reel) => window[reel]![row]!),
    )
    if (combination) lineWins.push({ line, ...combination })
  })
  const scatters = countScatters(game, window)
  const scatterWin = scatterPay(game, scatters)
  const multiplier = kind === 'free' ? (game.freeSpins?.multiplier ?? 1) : 1
  const lineTotal = lineWins.reduce((sum, win) => sum + win.pay, 0)
  return {
    kind,
    stops: [...stops],
    window,
    lineWins,
    scatters,
    scatterPay: scatterWin,
    freeSpinsAwarded: freeSpinsFor(game, scatters, kind),
    multiplier,
    win: (lineTotal + scatterWin) * multiplier,
  }
}
