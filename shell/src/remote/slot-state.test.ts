import { describe, expect, it } from 'vitest'
import { initialSlotState, slotReducer, type SlotEvent, type SlotState } from './slot-state'

/** Components stand in as names: the reducer only carries them. */
type Component = string
const run = (state: SlotState<Component>, ...events: SlotEvent<Component>[]) =>
  events.reduce(slotReducer, state)
const composed = () => initialSlotState<Component>({ composed: true, fresh: () => 'never made' })
const fresh = () => initialSlotState<Component>({ composed: false, fresh: () => 'first attempt' })
const failure = new Error('unreachable')

describe('a slot starts', () => {
  it('composed, waiting for its module, when the record names it: no fresh component is made', () => {
    let made = 0
    const state = initialSlotState<Component>({ composed: true, fresh: () => `attempt ${++made}` })
    expect(state).toEqual({
      composed: true,
      source: { kind: 'composed' },
      loadAttempt: 0,
      renderAttempt: 0,
      renderFailed: false,
    })
    expect(made).toBe(0)
  })

  it('fresh otherwise, rendering the component made for it', () => {
    expect(fresh()).toMatchObject({ composed: false, source: { kind: 'fresh', component: 'first attempt' } })
  })
})

describe('a composed slot', () => {
  it('renders afresh when its remote is another build than the page was composed from', () => {
    const state = run(composed(), { type: 'otherBuildLoaded', component: 'b42' })
    expect(state.source).toEqual({ kind: 'fresh', component: 'b42' })
    expect(state.composed).toBe(true)
  })

  it('keeps its HTML with the error when its remote fails, and loads once more when retried', () => {
    const kept = run(composed(), { type: 'loadFailed', error: failure })
    expect(kept.source).toEqual({ kind: 'kept', error: failure })

    const retried = run(kept, { type: 'retried', component: 'unused' })
    expect(retried.source).toEqual({ kind: 'composed' })
    expect(retried.loadAttempt).toBe(1)
    expect(retried.renderAttempt).toBe(0)
  })

  it('fails again and again: each retry is a new load attempt', () => {
    const state = run(
      composed(),
      { type: 'loadFailed', error: failure },
      { type: 'retried', component: 'unused' },
      { type: 'loadFailed', error: failure },
      { type: 'retried', component: 'unused' },
    )
    expect(state).toMatchObject({ source: { kind: 'composed' }, loadAttempt: 2 })
  })
})

describe('a failure the error boundary shows', () => {
  it('waits for a retry, then renders the new attempt afresh with the boundary reset', () => {
    const failed = run(fresh(), { type: 'renderFailed' })
    expect(failed).toMatchObject({
      renderFailed: true,
      source: { kind: 'fresh', component: 'first attempt' },
    })

    const retried = run(failed, { type: 'retried', component: 'second attempt' })
    expect(retried).toMatchObject({
      renderFailed: false,
      source: { kind: 'fresh', component: 'second attempt' },
      renderAttempt: 1,
      loadAttempt: 0,
    })
  })

  it('after a composed slot hydrated, is retried in the browser, not from the HTML', () => {
    const state = run(composed(), { type: 'renderFailed' }, { type: 'retried', component: 'retry' })
    expect(state.source).toEqual({ kind: 'fresh', component: 'retry' })
  })

  it('is one failure however often the boundary reports it', () => {
    const once = run(fresh(), { type: 'renderFailed' })
    expect(slotReducer(once, { type: 'renderFailed' })).toBe(once)
  })
})

describe('a retry of the remote', () => {
  it('leaves a slot that has not failed as it is', () => {
    for (const state of [
      composed(),
      fresh(),
      run(composed(), { type: 'otherBuildLoaded', component: 'b42' }),
    ]) {
      expect(slotReducer(state, { type: 'retried', component: 'unused' })).toBe(state)
    }
  })
})
