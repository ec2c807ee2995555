// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decide, type StepState } from './decide'

const MINUTE = 60_000
const step = (state: Partial<StepState>): StepState => ({
  verdict: 'pass',
  percent: 5,
  steps: [5, 25, 50],
  waitedMs: 15 * MINUTE,
  stepWaitMs: 10 * MINUTE,
  maxWaitMs: 60 * MINUTE,
  ...state,
})

describe('decide', () => {
  it('advances a passing canary to the next step, and promotes it after the last', () => {
    expect(decide(step({ percent: 5 }))).toEqual({ action: 'advance', percent: 25 })
    expect(decide(step({ percent: 25 }))).toEqual({ action: 'advance', percent: 50 })
    expect(decide(step({ percent: 50 }))).toEqual({ action: 'promote' })
    // A share set by hand between the steps goes on to the next one above it.
    expect(decide(step({ percent: 10 }))).toEqual({ action: 'advance', percent: 25 })
  })

  it('rolls a failing canary back at once, however short its step has run', () => {
    expect(decide(step({ verdict: 'fail', waitedMs: 0 }))).toEqual({ action: 'rollback' })
  })

  it('lets a passing step run its minimum before advancing it', () => {
    expect(decide(step({ waitedMs: 4 * MINUTE })).action).toBe('wait')
  })

  it('waits on an inconclusive step, then stops the rollout at the time limit without promoting', () => {
    const waiting = decide(step({ verdict: 'inconclusive', waitedMs: 59 * MINUTE }))
    expect(waiting).toEqual({ action: 'wait', reason: expect.stringContaining('59 min of at most 60 min') })
    const stopped = decide(step({ verdict: 'inconclusive', percent: 50, waitedMs: 60 * MINUTE }))
    expect(stopped).toEqual({ action: 'stop', reason: expect.stringContaining('not promoted') })
  })
})
