/**
 * What a canary step does with its verdict, as Argo Rollouts' analysis does: pass advances (or
 * promotes after the last step), fail rolls back, inconclusive waits for more data until the step
 * has waited long enough, then stops the rollout without promoting. Pure: the caller acts.
 */
import type { Verdict } from './judge'

export type Decision =
  | { action: 'advance'; percent: number }
  | { action: 'promote' }
  | { action: 'rollback' }
  | { action: 'wait'; reason: string }
  | { action: 'stop'; reason: string }

export interface StepState {
  verdict: Verdict
  /** The canary's share now. */
  percent: number
  steps: readonly number[]
  /** Time since this step began. */
  waitedMs: number
  /** A step runs at least this long before it may advance. */
  stepWaitMs: number
  maxWaitMs: number
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`

export function decide({ verdict, percent, steps, waitedMs, stepWaitMs, maxWaitMs }: StepState): Decision {
  if (verdict === 'fail') return { action: 'rollback' }
  if (verdict === 'pass') {
    if (waitedMs < stepWaitMs)
      return {
        action: 'wait',
        reason: `the step runs at least ${minutes(stepWaitMs)} (${minutes(waitedMs)} so far)`,
      }
    const next = steps.find((share) => share > percent)
    return next === undefined ? { action: 'promote' } : { action: 'advance', percent: next }
  }
  return waitedMs < maxWaitMs
    ? {
        action: 'wait',
        reason: `too little data yet (${minutes(waitedMs)} of at most ${minutes(maxWaitMs)})`,
      }
    : { action: 'stop', reason: `still inconclusive after ${minutes(waitedMs)}: not promoted` }
}
