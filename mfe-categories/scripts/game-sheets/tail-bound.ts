import type { SpinClass } from './spin-classes'

const logSumExp = (terms: number[]) => {
  const top = Math.max(...terms)
  return top === -Infinity ? top : top + Math.log(terms.reduce((sum, term) => sum + Math.exp(term - top), 0))
}

/**
 * log E[e^{λT}] of one free spin's total T (its win and everything it retriggers): the smallest
 * fixed point of ψ = E[e^{λF}·ψ^R], reached by iterating from ψ = 1 (the k-th iterate is the
 * generating function of the spins up to k retriggers deep); Infinity when it does not exist.
 */
function logFreeSpinMgf(free: SpinClass[], cycle: number, lambda: number): number {
  let logPsi = 0
  for (let step = 0; step < 10_000; step++) {
    const next = logSumExp(free.map((c) => Math.log(c.count / cycle) + lambda * c.win + c.freeSpins * logPsi))
    if (!Number.isFinite(next) || next > 700) return Infinity
    if (Math.abs(next - logPsi) < 1e-15) return next
    logPsi = next
  }
  return Infinity
}

/**
 * A bound on P(X ≥ limit) for a paid spin's total X (free spins included), by Chernoff:
 * P(X ≥ m) ≤ E[e^{λX}]·e^{−λm}, for the best λ on a logarithmic grid. It bounds the mass that a
 * distribution computed on `limit` cells cannot hold.
 */
export function tailBound(paid: SpinClass[], free: SpinClass[], cycle: number, limit: number): number {
  let best = 1
  for (let exponent = -8; exponent <= -1; exponent += 0.125) {
    const lambda = 10 ** exponent
    const logPsi = free.length > 0 ? logFreeSpinMgf(free, cycle, lambda) : 0
    if (!Number.isFinite(logPsi)) continue
    const logMgf = logSumExp(
      paid.map((c) => Math.log(c.count / cycle) + lambda * c.win + c.freeSpins * logPsi),
    )
    best = Math.min(best, Math.exp(logMgf - lambda * limit))
  }
  return best
}
