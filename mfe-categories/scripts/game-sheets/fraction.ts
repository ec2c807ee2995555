/** An exact rational number (BigInt numerator and positive denominator, always reduced). */
export interface Fraction {
  readonly n: bigint
  readonly d: bigint
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

export function fraction(n: bigint | number, d: bigint | number = 1n): Fraction {
  let num = BigInt(n)
  let den = BigInt(d)
  if (den === 0n) throw new RangeError('fraction: zero denominator')
  if (den < 0n) [num, den] = [-num, -den]
  const divisor = gcd(num, den) || 1n
  return { n: num / divisor, d: den / divisor }
}

export const add = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d)
export const sub = (a: Fraction, b: Fraction) => fraction(a.n * b.d - b.n * a.d, a.d * b.d)
export const mul = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d)
export const div = (a: Fraction, b: Fraction) => fraction(a.n * b.d, a.d * b.n)

/** The nearest double, also when numerator and denominator are far beyond 2^53. */
export function toNumber(value: Fraction): number {
  const sign = value.n < 0n ? -1 : 1
  const n = value.n < 0n ? -value.n : value.n
  const shift = 64n + BigInt(Math.max(0, value.d.toString(2).length - n.toString(2).length))
  return (sign * Number((n << shift) / value.d)) / 2 ** Number(shift)
}

export const format = (value: Fraction) => `${value.n}/${value.d}`
