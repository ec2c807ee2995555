// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fructeDeAur } from '../../src/features/house-games/games/fructe-de-aur'
import { enumerate } from './enumerate'
import { chanceAhead } from './horizon'
import { winDistribution } from './win-distribution'

/** P(sum of `spins` wins > spins·stake) by plain repeated convolution, no FFT, no cut-off. */
function direct(perSpin: Float64Array, stake: number, spins: number): number {
  let total = [1]
  for (let spin = 0; spin < spins; spin++) {
    const next = new Array<number>(total.length + perSpin.length - 1).fill(0)
    total.forEach((x, i) => perSpin.forEach((y, j) => (next[i + j]! += x * y)))
    total = next
  }
  return total.reduce((sum, p, win) => (win > spins * stake ? sum + p : sum), 0)
}

describe('chanceAhead', () => {
  it('matches the binomial tail for a double-or-nothing spin', () => {
    // Stake 2, win 4 or nothing: 100 spins end ahead when more than 50 win.
    const perSpin = Float64Array.from([0.5, 0, 0, 0, 0.5])
    let fiftyOfHundred = 1
    for (let k = 1; k <= 50; k++) fiftyOfHundred *= (50 + k) / k / 4
    expect(chanceAhead(perSpin, 2, 100)).toBeCloseTo((1 - fiftyOfHundred) / 2, 12)
  })

  it.each([1, 2, 7, 13])('equals plain convolution for %i spins of the fruit game', (spins) => {
    const { probabilities } = winDistribution(fructeDeAur, enumerate(fructeDeAur))
    expect(chanceAhead(probabilities, 5, spins)).toBeCloseTo(direct(probabilities, 5, spins), 12)
  })
})
