import type { HouseGame, SymbolId } from '../features/house-games/engine/types'

/**
 * The game with each reel's strip replaced by the column given, so that stops [0, 0, …] show exactly
 * that window ([reel][row]): a hand-built position under the game's own paytable and lines.
 */
export const withWindow = (game: HouseGame, columns: SymbolId[][]): HouseGame => ({ ...game, reels: columns })

export const stopsAtTop = (game: HouseGame) => game.reels.map(() => 0)

/** A scripted source that makes `randomIndex` return exactly these indices (each below its n). */
export const indices = (values: number[]) => {
  const words = [...values]
  return {
    nextUint32: () => {
      const word = words.shift()
      if (word === undefined) throw new Error('no more scripted stops')
      return word
    },
  }
}
