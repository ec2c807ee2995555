export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The nearest-rank percentile (`p` in 0–100): the smallest value at least `p` % of them reach. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Student's t for a two-sided 95 % interval, by degrees of freedom (1–30); beyond, the normal's 1.96. */
const T_95 = [
  12.71, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
]

export interface RatioInterval {
  /** The geometric mean of the paired ratios. */
  estimate: number
  /** Its 95 % interval, each bound a ratio. */
  low: number
  high: number
  /** The interval's larger distance from the estimate, as a fraction of it (0.05: ±5 %). */
  relativeHalfWidth: number
}

/**
 * The 95 % interval of a ratio measured in pairs (each pair loaded back to back, so that what the host
 * was doing meanwhile weighs on both): the mean of the pairs' logarithms with Student's t, back as
 * ratios. A ratio's logarithm is symmetric where the ratio is not (0.5× and 2× are as far from 1×).
 * With fewer than two pairs the interval is unknown: infinite.
 */
export function ratioInterval(ratios: readonly number[]): RatioInterval {
  const logs = ratios.map(Math.log)
  const n = logs.length
  const mean = logs.reduce((sum, value) => sum + value, 0) / Math.max(1, n)
  const estimate = Math.exp(mean)
  if (n < 2) return { estimate, low: 0, high: Infinity, relativeHalfWidth: Infinity }
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1)
  const margin = (T_95[n - 2] ?? 1.96) * Math.sqrt(variance / n)
  const low = Math.exp(mean - margin)
  const high = Math.exp(mean + margin)
  return { estimate, low, high, relativeHalfWidth: Math.max(high / estimate - 1, 1 - low / estimate) }
}
