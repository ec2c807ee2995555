import { convolve } from './fft'

/**
 * The chance that `spins` paid spins together pay more than they cost, from the exact per-spin
 * distribution (in line bets) by convolution. Wins are never negative, so a running total past the
 * break-even line stays past it: totals are kept only below that line, and the chance of ending
 * ahead is what is left. Powers by repeated squaring, each an FFT convolution (rounding ~1e-13).
 */
export function chanceAhead(perSpin: Float64Array, stakeInLineBets: number, spins: number): number {
  const cells = spins * stakeInLineBets + 1
  let total: Float64Array | null = null
  let square: Float64Array = perSpin.slice(0, cells)
  for (let remaining = spins; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) total = total ? convolve(total, square, cells) : square
    if (remaining > 1) square = convolve(square, square, cells)
  }
  const atMostEven = total!.reduce((sum, probability) => sum + probability, 0)
  return Math.max(0, 1 - atMostEven)
}
