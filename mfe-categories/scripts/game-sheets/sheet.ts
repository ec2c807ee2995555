import type { HouseGame } from '../../src/features/house-games/engine/types'
import type { ExactFigure, MathSheet } from '../../src/features/house-games/sheets/types'
import { enumerate } from './enumerate'
import { format, fraction, mul, sub, toNumber, type Fraction } from './fraction'
import { chanceAhead } from './horizon'
import { exactMoments } from './moments'
import { winDistribution } from './win-distribution'

export const HORIZON_SPINS = [100, 1000, 10_000] as const
const BUCKET_EDGES = [0, 1, 2, 5, 20, 100, 1000]

const figure = (value: Fraction): ExactFigure => ({ exact: format(value), value: toNumber(value) })

export function mathSheet(game: HouseGame): MathSheet {
  const enumeration = enumerate(game)
  const moments = exactMoments(game, enumeration)
  const distribution = winDistribution(game, enumeration)
  const stake = game.paylines.length
  checkAgainstMoments(game, distribution.probabilities, toNumber(moments.rtp) * stake)

  const buckets = BUCKET_EDGES.map((from, index) => {
    const to = BUCKET_EDGES[index + 1] ?? null
    let probability = 0
    distribution.probabilities.forEach((p, win) => {
      if (win > 0 && win >= from * stake && (to === null || win < to * stake)) probability += p
    })
    return { from, to, probability }
  })
  const paidWins = enumeration.classes.map((c) => c.lineWin + (game.scatter?.pays[c.scatters] ?? 0) * stake)

  return {
    id: game.id,
    name: game.name,
    reels: game.reels.length,
    rows: game.rows,
    lines: stake,
    stopCombinations: enumeration.cycle,
    rtp: figure(moments.rtp),
    baseGameRtp: figure(moments.baseRtp),
    hitFrequency: figure(moments.hitFrequency),
    standardDeviation: Math.sqrt(toNumber(moments.variance)),
    variance: figure(moments.variance),
    largestSpinWin: Math.max(...paidWins) / stake,
    freeSpins:
      moments.freeSpinsChance.n === 0n
        ? null
        : {
            chance: figure(moments.freeSpinsChance),
            spinsPerStart: figure(moments.freeSpinsPerStart),
            valuePerStart: figure(mul(moments.freeSpinsPerStart, moments.freeSpinValue)),
          },
    distribution: {
      noWin: distribution.probabilities[0]!,
      buckets,
      errorBound: distribution.errorBound,
    },
    horizons: HORIZON_SPINS.map((spins) => ({
      spins,
      expectedNet: figure(mul(sub(moments.rtp, fraction(1)), fraction(spins))),
      chanceAhead: chanceAhead(distribution.probabilities, stake, spins),
    })),
  }
}

/** The numerical distribution must agree with the exact moments, or something is wrong with it. */
function checkAgainstMoments(game: HouseGame, probabilities: Float64Array, exactMean: number) {
  let mass = 0
  let mean = 0
  probabilities.forEach((p, win) => {
    mass += p
    mean += p * win
  })
  if (Math.abs(mass - 1) > 1e-9 || Math.abs(mean - exactMean) > 1e-9 * exactMean) {
    throw new Error(
      `${game.id}: distribution (mass ${mass}, mean ${mean}) disagrees with the exact mean ${exactMean}`,
    )
  }
}
