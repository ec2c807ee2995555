import type { DrawnSymbol } from '../../house-game-listing/picture'

/** A symbol's id, as reel strips and the paytable name it. */
export type SymbolId = string

/** What the reels, the paytable and the cards draw: its name and its picture, as data. */
export interface GameSymbol extends DrawnSymbol {
  id: SymbolId
}

/** What a combination pays, by how many of a kind (the key). */
export type Pays = Readonly<Partial<Record<number, number>>>

export interface ScatterRule {
  symbol: SymbolId
  /** By how many are visible anywhere in the window; in total stakes (not line bets). */
  pays: Pays
  /** Free spins started by how many are visible anywhere in the window. */
  freeSpins: Pays
}

export interface FreeSpinRule {
  /** Every win of a free spin (lines and scatters) is multiplied by this. */
  multiplier: number
  /** Whether scatters seen during free spins add the same number of free spins again. */
  retrigger: boolean
}

import type { Volatility } from '../../house-game-listing/listing'

export type { Volatility }

/**
 * A house game is data only: the engine and the mathematics read nothing else. Line pays are in
 * line bets (the stake divided by the number of lines), counted left to right from the first reel.
 */
export interface HouseGame {
  id: string
  name: string
  description: string
  volatility: Volatility
  /** Rows visible on each reel. */
  rows: number
  /** One strip per reel; the window shows `rows` consecutive stops, wrapping at the end. */
  reels: readonly (readonly SymbolId[])[]
  /** For each line, the row (0 = top) it crosses on each reel. */
  paylines: readonly (readonly number[])[]
  symbols: readonly GameSymbol[]
  /** Line pays of each paying symbol, in line bets. */
  paytable: Readonly<Record<SymbolId, Pays>>
  /** Stands for any symbol but the scatter on a line, and pays its own line wins too. */
  wild?: SymbolId
  scatter?: ScatterRule
  freeSpins?: FreeSpinRule
  /** The stakes offered, in credits per spin; each a whole number of credits per line. */
  stakes: readonly number[]
  /** Virtual credits a session starts with (and a reset restores). */
  startingCredits: number
}
