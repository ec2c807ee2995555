/**
 * What a canary step does with its judgement (docs/decisions/0102-rollouts-that-ship.md), as
 * LaunchDarkly's guarded rollouts and Statsig's safeguards do: a regression found rolls back at
 * any look; a step that has run its minimum with none found advances; the last step promotes when
 * every metric passes or has excluded a regression of its `detect` size (judge.ts). Otherwise it waits, until the step or the rollout has waited its longest: then the
 * rollout stops, a state a person ends (run-health.ts withdraws the canary's traffic). Pure.
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
  /** Every metric passes or has excluded a regression of its detect size (judge.ts). */
  bounded: boolean
  /** The canary's share now. */
  percent: number
  steps: readonly number[]
  /** Time since this step began. */
  waitedMs: number
  /** Time since the rollout began. */
  elapsedMs: number
  /** A step's minimum exposure: it runs at least this long before it may advance. */
  stepWaitMs: number
  /** How long a step may wait for its evidence before the rollout stops. */
  maxWaitMs: number
  /** How long the whole rollout may take before it stops. */
  rolloutMaxWaitMs: number
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`

export function decide(state: StepState): Decision {
  const { verdict, bounded, percent, steps, waitedMs, elapsedMs, stepWaitMs, maxWaitMs, rolloutMaxWaitMs } =
    state
  if (verdict === 'fail') return { action: 'rollback' }
  const next = steps.find((share) => share > percent)
  const ripe = waitedMs >= stepWaitMs
  if (ripe && next !== undefined) return { action: 'advance', percent: next }
  if (ripe && (verdict === 'pass' || bounded)) return { action: 'promote' }
  if (elapsedMs >= rolloutMaxWaitMs)
    return { action: 'stop', reason: `not promoted after ${minutes(elapsedMs)}, the rollout's longest` }
  if (waitedMs >= maxWaitMs)
    return {
      action: 'stop',
      reason: `not promoted after ${minutes(waitedMs)} at ${percent} %, the step's longest`,
    }
  return {
    action: 'wait',
    reason: ripe
      ? `gathering evidence (${minutes(waitedMs)} of at most ${minutes(maxWaitMs)})`
      : `the step runs at least ${minutes(stepWaitMs)} (${minutes(waitedMs)} so far)`,
  }
}
