// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emptySession, firstCheck, nextCheckAfter, realityCheckDue, recordSpin } from './session'

const MINUTE = 60_000

describe('the reality check', () => {
  it('is due after 100 spins or 15 minutes, whichever comes first', () => {
    let session = recordSpin(emptySession, { staked: 5, won: 0, at: 0 })
    expect(realityCheckDue(session, firstCheck, 15 * MINUTE - 1)).toBe(false)
    expect(realityCheckDue(session, firstCheck, 15 * MINUTE)).toBe(true)
    for (let spin = 1; spin < 100; spin++)
      session = recordSpin(session, { staked: 5, won: 2, at: spin * 1000 })
    expect(session).toEqual({ spins: 100, staked: 500, won: 198, startedAt: 0 })
    expect(realityCheckDue(session, firstCheck, 100_000)).toBe(true)
    expect(realityCheckDue(emptySession, firstCheck, 60 * MINUTE)).toBe(false)
  })

  it('comes again after another 100 spins or 15 minutes from the moment play goes on', () => {
    const session = { spins: 100, staked: 500, won: 300, startedAt: 0 }
    const next = nextCheckAfter(session, 4 * MINUTE)
    expect(next).toEqual({ spins: 200, elapsed: 19 * MINUTE })
    expect(realityCheckDue({ ...session, spins: 199 }, next, 19 * MINUTE - 1)).toBe(false)
    expect(realityCheckDue({ ...session, spins: 200 }, next, 5 * MINUTE)).toBe(true)
    expect(realityCheckDue({ ...session, spins: 150 }, next, 19 * MINUTE)).toBe(true)
  })
})
