import type { HouseGame, SymbolId } from './types'

/** The symbols visible on each reel ([reel][row], row 0 at the top) when the reels stop at `stops`. */
export function windowAt(game: HouseGame, stops: readonly number[]): SymbolId[][] {
  return game.reels.map((strip, reel) => {
    const stop = stops[reel]!
    return Array.from({ length: game.rows }, (_, row) => strip[(stop + row) % strip.length]!)
  })
}
