/** Where random 32-bit words come from: the browser's CSPRNG by default, a seeded one in tests. */
export interface RandomSource {
  nextUint32(): number
}

const WORD_RANGE = 2 ** 32
const BUFFER_WORDS = 256

/** Words from `crypto.getRandomValues`, fetched a buffer at a time. */
export function cryptoSource(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): RandomSource {
  const buffer = new Uint32Array(BUFFER_WORDS)
  let next = BUFFER_WORDS
  return {
    nextUint32() {
      if (next === BUFFER_WORDS) {
        crypto.getRandomValues(buffer)
        next = 0
      }
      return buffer[next++]!
    },
  }
}

/**
 * The largest multiple of `n` that fits in a 32-bit word: words from here up are rejected, so each
 * index in [0, n) is left with exactly `acceptLimit(n) / n` words mapping to it.
 */
export function acceptLimit(n: number): number {
  return WORD_RANGE - (WORD_RANGE % n)
}

let defaultSource: RandomSource | undefined

/** An unbiased integer in [0, n): rejection sampling, never a bare `word % n` (which favours small values). */
export function randomIndex(n: number, source?: RandomSource): number {
  if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE)
    throw new RangeError(`randomIndex: n must be an integer in [1, 2^32], got ${n}`)
  const words = source ?? (defaultSource ??= cryptoSource())
  const limit = acceptLimit(n)
  for (;;) {
    const word = words.nextUint32()
    if (word < limit) return word % n
  }
}

/** A small seeded generator (mulberry32) for reproducible tests and demos; not for play. */
export function seededSource(seed: number): RandomSource {
  let state = seed >>> 0
  return {
    nextUint32() {
      state = (state + 0x6d2b79f5) >>> 0
      let t = state
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return (t ^ (t >>> 14)) >>> 0
    },
  }
}
