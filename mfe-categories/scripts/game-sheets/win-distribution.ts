import type { HouseGame } from '../../src/features/house-games/engine/types'
import type { Enumeration } from './enumerate'
import { fromSpectrum, spectrum } from './fft'
import { spinClasses, type SpinClass } from './spin-classes'
import { tailBound } from './tail-bound'

export interface WinDistribution {
  /** probabilities[w]: the chance that a paid spin pays w line bets in all, its free spins included. */
  probabilities: Float64Array
  /** A bound on the probability the cells cannot hold (wins of `probabilities.length` or more); 0 when exact. */
  errorBound: number
}

/** The default lattice for games with free spins: 2^20 line bets, far beyond any total of any likelihood. */
export const FREE_SPIN_CELLS = 2 ** 20

/**
 * The exact distribution of a paid spin's total win. Without free spins it is the enumeration itself.
 * With them, a free spin's total T (its win F and the totals of the R free spins it adds) has the
 * generating function G = Σ P(F = f, R = r)·z^f·G^r, which holds at every frequency of a discrete
 * Fourier transform: each frequency is solved on its own (the map is a contraction with factor
 * E[R] < 1), the paid spin is E[z^B·G^A], and one inverse transform gives the distribution. Retriggers
 * are unbounded; the only approximation is that totals of `cells` line bets or more fold onto the
 * lattice, whose probability `errorBound` bounds (Chernoff).
 */
export function winDistribution(
  game: HouseGame,
  enumeration: Enumeration,
  cells = FREE_SPIN_CELLS,
): WinDistribution {
  const { cycle } = enumeration
  const paid = spinClasses(game, enumeration, 'paid')
  if (!paid.some((c) => c.freeSpins > 0)) {
    const probabilities = new Float64Array(Math.max(...paid.map((c) => c.win)) + 1)
    for (const c of paid) probabilities[c.win]! += c.count / cycle
    return { probabilities, errorBound: 0 }
  }
  const free = spinClasses(game, enumeration, 'free')
  const paidSpectra = spectraByAward(paid, cycle, cells)
  const freeSpectra = spectraByAward(free, cycle, cells)

  const result = new Float64Array(2 * cells)
  for (let index = 0; index <= cells / 2; index++) {
    const g = solveFreeSpin(freeSpectra, index)
    const [re, im] = combine(paidSpectra, index, g)
    result[2 * index] = re
    result[2 * index + 1] = im
    if (index > 0 && index < cells / 2) {
      result[2 * (cells - index)] = re
      result[2 * (cells - index) + 1] = -im
    }
  }
  return { probabilities: fromSpectrum(result, cells), errorBound: tailBound(paid, free, cycle, cells) }
}

type Complex = [number, number]
type AwardSpectra = { award: number; spectrum: Float64Array }[]

function spectraByAward(classes: SpinClass[], cycle: number, cells: number): AwardSpectra {
  const byAward = new Map<number, Float64Array>()
  for (const c of classes) {
    if (c.win >= cells) throw new Error(`one spin pays ${c.win} line bets, beyond the ${cells} cells`)
    let values = byAward.get(c.freeSpins)
    if (!values) byAward.set(c.freeSpins, (values = new Float64Array(cells)))
    values[c.win]! += c.count / cycle
  }
  return [...byAward].map(([award, values]) => ({ award, spectrum: spectrum(values, cells) }))
}

function power([re, im]: Complex, exponent: number): Complex {
  if (exponent === 0) return [1, 0]
  const modulus = Math.hypot(re, im) ** exponent
  const angle = Math.atan2(im, re) * exponent
  return [modulus * Math.cos(angle), modulus * Math.sin(angle)]
}

/** Σ spectrum_r(index)·g^r, the transform of "win, then r more free spins of total g". */
function combine(spectra: AwardSpectra, index: number, g: Complex): Complex {
  let re = 0
  let im = 0
  for (const { award, spectrum } of spectra) {
    const [pr, pi] = power(g, award)
    const [sr, si] = [spectrum[2 * index]!, spectrum[2 * index + 1]!]
    re += sr * pr - si * pi
    im += sr * pi + si * pr
  }
  return [re, im]
}

function solveFreeSpin(spectra: AwardSpectra, index: number): Complex {
  let g: Complex = [0, 0]
  for (let step = 0; step < 500; step++) {
    const next = combine(spectra, index, g)
    if (Math.hypot(next[0] - g[0], next[1] - g[1]) < 1e-18) return next
    g = next
  }
  return g
}
