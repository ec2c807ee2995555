import type { Moments } from './moments'

/** The two arms a canary's health compares. */
export type ArmKey = 'stable' | 'canary'

/** The quantiles a report draws each distribution with: 5 %, 10 % … 95 %. */
export const DISTRIBUTION_STEPS = Array.from({ length: 19 }, (_, index) => (index + 1) / 20)

export interface VitalArm {
  /** Page views that reported the metric (its last value counts once). */
  n: number
  p75: number | null
  quantiles: number[]
  /** How many values, their sum and the sum of their squares: what the judge's means need. */
  moments: Moments
}
