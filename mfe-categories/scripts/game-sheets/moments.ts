import type { HouseGame } from '../../src/features/house-games/engine/types'
import type { Enumeration } from './enumerate'
import { add, div, fraction, mul, sub, type Fraction } from './fraction'
import { spinClasses, type SpinClass } from './spin-classes'

/** E[win^i * freeSpins^j] over equally likely classes, exactly. */
function expectation(classes: SpinClass[], cycle: number, term: (c: SpinClass) => bigint): Fraction {
  let sum = 0n
  for (const c of classes) sum += BigInt(c.count) * term(c)
  return fraction(sum, cycle)
}

const big = (value: number) => {
  if (!Number.isInteger(value)) throw new Error(`expected a whole number of line bets, got ${value}`)
  return BigInt(value)
}

export interface ExactMoments {
  /** Expected win of a paid spin, its free spins included, per unit staked. */
  rtp: Fraction
  /** The part of `rtp` paid by the base game (lines and scatters of paid spins). */
  baseRtp: Fraction
  /** Variance of a paid spin's total win (free spins included), in squared stakes. */
  variance: Fraction
  /** Chance that a paid spin pays anything or starts free spins. */
  hitFrequency: Fraction
  /** Chance that a paid spin starts free spins (0 without them). */
  freeSpinsChance: Fraction
  /** Free spins played on average per start, retriggers included (0 without free spins). */
  freeSpinsPerStart: Fraction
  /** Expected total win of one free spin and of every free spin it retriggers, in stakes. */
  freeSpinValue: Fraction
}

/**
 * The exact mean and variance of a paid spin. A free spin's total T (its own win F plus the totals
 * of the R free spins it adds) satisfies T = F + T_1 + … + T_R with the T_i independent copies of T,
 * so, with ρ = E[R] < 1:
 *   E[T]  = E[F] / (1 − ρ)
 *   E[T²] = (E[F²] + 2·E[T]·E[F·R] + E[T]²·E[R(R−1)]) / (1 − ρ)
 * and a paid spin X = B + T_1 + … + T_A (its own win B, A free spins) the same way. No truncation.
 */
export function exactMoments(game: HouseGame, enumeration: Enumeration): ExactMoments {
  const { cycle } = enumeration
  const paid = spinClasses(game, enumeration, 'paid')
  const free = spinClasses(game, enumeration, 'free')
  const stake = fraction(game.paylines.length)
  const one = fraction(1)

  const meanF = expectation(free, cycle, (c) => big(c.win))
  const meanF2 = expectation(free, cycle, (c) => big(c.win) ** 2n)
  const meanFR = expectation(free, cycle, (c) => big(c.win) * big(c.freeSpins))
  const meanR = expectation(free, cycle, (c) => big(c.freeSpins))
  const meanRR = expectation(free, cycle, (c) => big(c.freeSpins) * (big(c.freeSpins) - 1n))
  const hasFreeSpins = paid.some((c) => c.freeSpins > 0)
  if (hasFreeSpins && meanR.n >= meanR.d)
    throw new Error(`${game.id}: free spins retrigger without end (E[R] ≥ 1)`)
  const keep = sub(one, meanR)
  const meanT = hasFreeSpins ? div(meanF, keep) : fraction(0)
  const meanT2 = hasFreeSpins
    ? div(add(add(meanF2, mul(fraction(2), mul(meanT, meanFR))), mul(mul(meanT, meanT), meanRR)), keep)
    : fraction(0)

  const meanB = expectation(paid, cycle, (c) => big(c.win))
  const meanB2 = expectation(paid, cycle, (c) => big(c.win) ** 2n)
  const meanBA = expectation(paid, cycle, (c) => big(c.win) * big(c.freeSpins))
  const meanA = expectation(paid, cycle, (c) => big(c.freeSpins))
  const meanAA = expectation(paid, cycle, (c) => big(c.freeSpins) * (big(c.freeSpins) - 1n))

  const meanX = add(meanB, mul(meanA, meanT))
  const meanX2 = add(
    add(meanB2, mul(fraction(2), mul(meanT, meanBA))),
    add(mul(meanA, meanT2), mul(mul(meanT, meanT), meanAA)),
  )
  const variance = sub(meanX2, mul(meanX, meanX))
  const starts = expectation(paid, cycle, (c) => (c.freeSpins > 0 ? 1n : 0n))

  return {
    rtp: div(meanX, stake),
    baseRtp: div(meanB, stake),
    variance: div(variance, mul(stake, stake)),
    hitFrequency: expectation(paid, cycle, (c) => (c.win > 0 || c.freeSpins > 0 ? 1n : 0n)),
    freeSpinsChance: starts,
    freeSpinsPerStart: hasFreeSpins ? div(div(meanA, starts), keep) : fraction(0),
    freeSpinValue: div(meanT, stake),
  }
}
