// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptLimit, randomIndex, seededSource, type RandomSource } from './random'

const WORDS = 2 ** 32
const scripted = (words: number[]): RandomSource & { left: () => number } => ({
  nextUint32: () => {
    const word = words.shift()
    if (word === undefined) throw new Error('source exhausted')
    return word
  },
  left: () => words.length,
})

describe('randomIndex', () => {
  it.each([1, 2, 3, 5, 6, 7, 10, 30, 33, 1000, 2 ** 31 + 1, WORDS - 1, WORDS])(
    'leaves each of n = %i values exactly the same number of accepted words',
    (n) => {
      const limit = acceptLimit(n)
      // Words below the limit map to word % n: a multiple of n of them gives each value limit / n words.
      expect(limit % n).toBe(0)
      expect(Number.isInteger(limit / n)).toBe(true)
      // And it is the largest such multiple, so at most n - 1 words are ever rejected.
      expect(WORDS - limit).toBeLessThan(n)
      expect(limit).toBeLessThanOrEqual(WORDS)
    },
  )

  it('rejects the words at and above the limit and draws again', () => {
    const n = 3
    const limit = acceptLimit(n) // 2^32 - 1: the single word 0xFFFFFFFF would favour 0
    expect(limit).toBe(WORDS - 1)
    const source = scripted([WORDS - 1, WORDS - 2])
    expect(randomIndex(n, source)).toBe((WORDS - 2) % n)
    expect(source.left()).toBe(0)

    const six = acceptLimit(6)
    const rejected = Array.from({ length: WORDS - six }, (_, index) => six + index)
    const drawn = scripted([...rejected, six - 1, 0, 7])
    expect(randomIndex(6, drawn)).toBe((six - 1) % 6)
    expect(randomIndex(6, drawn)).toBe(0)
    expect(randomIndex(6, drawn)).toBe(1)
  })

  it('maps the accepted words just below the limit onto every value equally', () => {
    const n = 7
    const limit = acceptLimit(n)
    const tally = new Array<number>(n).fill(0)
    for (let word = limit - 10 * n; word < WORDS; word++) {
      const source = scripted([word, 0])
      const value = randomIndex(n, source)
      if (source.left() === 1) tally[value]!++
      else expect(word).toBeGreaterThanOrEqual(limit) // rejected, fell through to the next word
    }
    expect(tally).toEqual(new Array(n).fill(10))
  })

  it('gives a seeded sample that fits the uniform distribution', () => {
    const source = seededSource(20_260_501)
    const n = 6
    const draws = 60_000
    const tally = new Array<number>(n).fill(0)
    for (let index = 0; index < draws; index++) tally[randomIndex(n, source)]!++
    const expected = draws / n
    const chiSquare = tally.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(20.52) // 5 degrees of freedom, p = 0.001
  })

  it('refuses a range that is empty, fractional or wider than a word', () => {
    expect(() => randomIndex(0)).toThrow(RangeError)
    expect(() => randomIndex(2.5)).toThrow(RangeError)
    expect(() => randomIndex(WORDS + 1)).toThrow(RangeError)
  })
})

describe('the default source', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is crypto.getRandomValues when no source is given', () => {
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      ;(array as Uint32Array).fill(7)
      return array
    })
    // The default source buffers words; after at most one buffer every word comes from the spy.
    const values = Array.from({ length: 300 }, () => randomIndex(6))
    expect(getRandomValues).toHaveBeenCalled()
    expect(values.slice(-40)).toEqual(new Array(40).fill(7 % 6))
  })
})
