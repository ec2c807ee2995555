import { describe, expect, expectTypeOf, it } from 'vitest'
import { createAppStore } from '../store'
import { remoteStoreOf } from '../store/remote-store'
import { CONTRACT_VERSION, type AnalyticsEvent, type RemoteState, type RemoteStore } from './index'

/**
 * The store surface remotes receive, as each contract version promised it. A remote built against a
 * version relies on its surface; the shell accepts every remote of the same major. So a changed
 * surface is a new version: a minor when it only adds, a major when it removes or changes a member.
 * Add the new version here; never edit a released one.
 */
interface Surfaces {
  '2.0.0': {
    readonly favourites: readonly string[]
    readonly ageConfirmed: boolean
    readonly toggleFavourite: (gameId: string) => void
    readonly confirmAge: () => void
    readonly track: (event: AnalyticsEvent) => void
  }
  /** Added the HouseGamePage module; the store surface is that of 2.0.0. */
  '2.1.0': Surfaces['2.0.0']
}

/** The same surfaces at runtime: each member's kind (functions with their number of parameters). */
const surfaceOf2_0: Record<string, string> = {
  favourites: 'array',
  ageConfirmed: 'boolean',
  toggleFavourite: 'function(1)',
  confirmAge: 'function(0)',
  track: 'function(1)',
}
const surfaces: Record<keyof Surfaces, Record<string, string>> = {
  '2.0.0': surfaceOf2_0,
  '2.1.0': surfaceOf2_0,
}

function kinds(state: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(state).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? 'array'
        : typeof value === 'function'
          ? `function(${value.length})`
          : typeof value,
    ]),
  )
}

function surface(): RemoteStore {
  return remoteStoreOf(
    createAppStore({
      storage: { getItem: () => null, setItem: () => undefined },
      dataLayer: () => ({ push: () => 0 }),
    }),
  )
}

describe(`the store surface of contract ${CONTRACT_VERSION}`, () => {
  it('is the type recorded for this version (a changed surface needs a new CONTRACT_VERSION)', () => {
    expectTypeOf<RemoteState>().toEqualTypeOf<Surfaces[typeof CONTRACT_VERSION]>()
  })

  it('is what remotes receive at runtime, member by member (a changed surface needs a new CONTRACT_VERSION)', () => {
    const recorded = surfaces[CONTRACT_VERSION]
    expect(recorded, `no surface recorded for contract ${CONTRACT_VERSION}`).toBeDefined()
    expect(kinds(surface().getState()), 'the surface changed: bump CONTRACT_VERSION and record it').toEqual(
      recorded,
    )
    expect(kinds(surface().getInitialState())).toEqual(recorded)
  })

  it('reads and subscribes, and cannot write', () => {
    const store = surface()
    expect(Object.keys(store).sort()).toEqual(['getInitialState', 'getState', 'subscribe'])
    expect(Object.isFrozen(store)).toBe(true)
    expect(Object.isFrozen(store.getState())).toBe(true)
  })
})
