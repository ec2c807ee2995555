// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { enumerate } from './enumerate'
import { toNumber } from './fraction'
import { exactMoments } from './moments'
import { spinClasses } from './spin-classes'
import { toyGame } from './toy-game'
import { winDistribution } from './win-distribution'

const CELLS = 256

/** The same distribution the slow way: sessions cut off at growing depth, convolved term by term. */
function byDirectConvolution(cells: number) {
  const enumeration = enumerate(toyGame)
  const at = (kind: 'paid' | 'free') =>
    spinClasses(toyGame, enumeration, kind).map((c) => ({ ...c, p: c.count / enumeration.cycle }))
  const convolve = (a: number[], b: number[]) => {
    const out = new Array<number>(cells).fill(0)
    a.forEach((x, i) => b.forEach((y, j) => i + j < cells && (out[i + j]! += x * y)))
    return out
  }
  const power = (g: number[], n: number) => {
    let out = [1, ...new Array<number>(cells - 1).fill(0)]
    for (let i = 0; i < n; i++) out = convolve(out, g)
    return out
  }
  const mix = (classes: ReturnType<typeof at>, g: number[]) => {
    const out = new Array<number>(cells).fill(0)
    for (const c of classes)
      power(g, c.freeSpins).forEach((p, win) => win + c.win < cells && (out[win + c.win]! += c.p * p))
    return out
  }
  let freeSpin = new Array<number>(cells).fill(0)
  for (let depth = 0; depth < 60; depth++) freeSpin = mix(at('free'), freeSpin)
  return mix(at('paid'), freeSpin)
}

describe('winDistribution', () => {
  const enumeration = enumerate(toyGame)
  const { probabilities, errorBound } = winDistribution(toyGame, enumeration, CELLS)

  it('equals the distribution summed session by session, retriggers included', () => {
    const direct = byDirectConvolution(CELLS)
    probabilities.forEach((p, win) => expect(p, `win ${win}`).toBeCloseTo(direct[win]!, 12))
    expect(errorBound).toBeLessThan(1e-6)
  })

  it('has the mean and variance of the exact closed form', () => {
    const moments = exactMoments(toyGame, enumeration)
    let mean = 0
    let square = 0
    probabilities.forEach((p, win) => {
      mean += p * win
      square += p * win * win
    })
    expect(mean).toBeCloseTo(toNumber(moments.rtp), 6)
    expect(square - mean * mean).toBeCloseTo(toNumber(moments.variance), 4)
  })
})
