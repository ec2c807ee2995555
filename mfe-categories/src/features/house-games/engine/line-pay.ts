import type { HouseGame, SymbolId } from './types'

export interface LineCombination {
  symbol: SymbolId
  count: number
  /** In line bets, before any free-spin multiplier. */
  pay: number
}

const payOf = (game: HouseGame, symbol: SymbolId, count: number) => game.paytable[symbol]?.[count] ?? 0

/**
 * The best combination on one line, read from the first reel: the first symbol that is not wild
 * decides what the wilds before and after it stand for; a run of wilds from the first reel may pay
 * on its own instead. Only the higher of the two is paid. The scatter never joins a line.
 */
export function linePay(game: HouseGame, symbols: readonly SymbolId[]): LineCombination | null {
  const { wild } = game
  const scatter = game.scatter?.symbol
  let leadingWilds = 0
  while (leadingWilds < symbols.length && symbols[leadingWilds] === wild) leadingWilds++

  let best: LineCombination | null = null
  if (leadingWilds > 0) {
    const pay = payOf(game, wild!, leadingWilds)
    if (pay > 0) best = { symbol: wild!, count: leadingWilds, pay }
  }

  const symbol = symbols[leadingWilds]
  if (symbol !== undefined && symbol !== scatter) {
    let count = leadingWilds + 1
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) count++
    const pay = payOf(game, symbol, count)
    if (pay > (best?.pay ?? 0)) best = { symbol, count, pay }
  }
  return best
}
