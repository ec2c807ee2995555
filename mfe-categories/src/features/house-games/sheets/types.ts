/*
 * The shape of a committed math sheet: written offline by scripts/game-sheets, read by the game's page.
 */

/** A figure both as an exact fraction and as a number. */
export interface ExactFigure {
  exact: string
  value: number
}

export interface WinBucket {
  /** In stakes: wins of at least `from` (more than nothing, for 0) and less than `to` (no limit: null). */
  from: number
  to: number | null
  probability: number
}

export interface Horizon {
  spins: number
  /** The expected net result of that many spins, in stakes (negative: a loss). */
  expectedNet: ExactFigure
  /** The chance that they pay back more than they cost. */
  chanceAhead: number
}

/** Everything the game's page says about its mathematics, computed from its data alone. */
export interface MathSheet {
  id: string
  name: string
  reels: number
  rows: number
  lines: number
  /** How many equally likely reel stop combinations were enumerated. */
  stopCombinations: number
  rtp: ExactFigure
  baseGameRtp: ExactFigure
  hitFrequency: ExactFigure
  /** Of a paid spin's total win (free spins included), in stakes. */
  standardDeviation: number
  variance: ExactFigure
  /** The largest win of a single paid spin before any free spins, in stakes. */
  largestSpinWin: number
  freeSpins: {
    chance: ExactFigure
    spinsPerStart: ExactFigure
    /** Expected total win of one start's free spins, retriggers included, in stakes. */
    valuePerStart: ExactFigure
  } | null
  distribution: {
    noWin: number
    buckets: WinBucket[]
    /** A bound on the probability not accounted for (0 when the distribution is exact). */
    errorBound: number
  }
  horizons: Horizon[]
}
