// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decide, type StepState } from './decide'

const MINUTE = 60_000
const step = (state: Partial<StepState>): StepState => ({
  verdict: 'inconclusive',
  bounded: false,
  percent: 5,
  steps: [5, 25, 50],
  waitedMs: 15 * MINUTE,
  elapsedMs: 15 * MINUTE,
  stepWaitMs: 10 * MINUTE,
  maxWaitMs: 60 * MINUTE,
  rolloutMaxWaitMs: 120 * MINUTE,
  ...state,
})

describe('decide', () => {
  it('advances a step that has run its minimum with no regression found, passing or not', () => {
    expect(decide(step({ percent: 5 }))).toEqual({ action: 'advance', percent: 25 })
    expect(decide(step({ percent: 25, verdict: 'pass' }))).toEqual({ action: 'advance', percent: 50 })
    // A share set by hand between the steps goes on to the next one above it.
    expect(decide(step({ percent: 10 }))).toEqual({ action: 'advance', percent: 25 })
  })

  it('lets a step run its minimum before advancing it', () => {
    expect(decide(step({ waitedMs: 4 * MINUTE }))).toEqual({
      action: 'wait',
      reason: expect.stringContaining('at least 10 min'),
    })
  })

  it('promotes at the last step on a pass, or once a regression of the detect size is excluded, not before', () => {
    expect(decide(step({ percent: 50, verdict: 'pass' }))).toEqual({ action: 'promote' })
    expect(decide(step({ percent: 50, bounded: true }))).toEqual({ action: 'promote' })
    expect(decide(step({ percent: 50 })).action).toBe('wait')
    expect(decide(step({ percent: 50, bounded: true, waitedMs: 5 * MINUTE })).action).toBe('wait')
  })

  it('rolls a failing canary back at once, however short its step has run', () => {
    expect(decide(step({ verdict: 'fail', waitedMs: 0 }))).toEqual({ action: 'rollback' })
    expect(decide(step({ verdict: 'fail', percent: 50, bounded: true }))).toEqual({ action: 'rollback' })
  })

  it("stops at the step's longest wait, or at the rollout's, without promoting", () => {
    expect(decide(step({ percent: 50, waitedMs: 59 * MINUTE })).action).toBe('wait')
    expect(decide(step({ percent: 50, waitedMs: 60 * MINUTE }))).toEqual({
      action: 'stop',
      reason: expect.stringContaining("the step's longest"),
    })
    expect(decide(step({ percent: 50, waitedMs: 20 * MINUTE, elapsedMs: 120 * MINUTE }))).toEqual({
      action: 'stop',
      reason: expect.stringContaining("the rollout's longest"),
    })
  })
})
