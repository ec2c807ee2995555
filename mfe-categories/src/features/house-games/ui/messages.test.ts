import { describe, expect, it } from 'vitest'
import type { SpinOutcome } from '../engine/evaluate'
import { clock, credits, minutesPlayed } from './format'
import { resultMessage } from './messages'

const outcome = (overrides: Partial<SpinOutcome>): SpinOutcome => ({
  kind: 'paid',
  stops: [],
  window: [],
  lineWins: [],
  scatters: 0,
  scatterPay: 0,
  freeSpinsAwarded: 0,
  multiplier: 1,
  win: 0,
  ...overrides,
})

describe('resultMessage', () => {
  it('says what was won in credits (line bets × line bet), or that nothing was', () => {
    expect(resultMessage(outcome({ win: 20 }), 2, { freeSpinsLeft: 0, freeSpinsWin: 0 })).toBe(
      'Ai câștigat 40 de credite.',
    )
    expect(resultMessage(outcome({ win: 1 }), 1, { freeSpinsLeft: 0, freeSpinsWin: 0 })).toBe(
      'Ai câștigat 1 credit.',
    )
    expect(resultMessage(outcome({}), 1, { freeSpinsLeft: 0, freeSpinsWin: 0 })).toBe('Niciun câștig.')
  })

  it('tells free spins added during free spins and the total when the last one ends', () => {
    const free = outcome({ kind: 'free', win: 30, freeSpinsAwarded: 20 })
    expect(resultMessage(free, 1, { freeSpinsLeft: 25, freeSpinsWin: 90 })).toBe(
      'Ai câștigat 30 de credite. Încă 20 de rotiri gratuite! Mai ai 25 de rotiri gratuite.',
    )
    const last = outcome({ kind: 'free', win: 0 })
    expect(resultMessage(last, 5, { freeSpinsLeft: 0, freeSpinsWin: 1234 })).toBe(
      'Niciun câștig. Rotirile gratuite s-au încheiat: 6.170 de credite în total.',
    )
  })
})

describe('session formats', () => {
  it('count credits and minutes the Romanian way, and show time as a clock', () => {
    expect([1, 2, 19, 20, 101, 1000].map(credits)).toEqual([
      '1 credit',
      '2 credite',
      '19 credite',
      '20 de credite',
      '101 credite',
      '1.000 de credite',
    ])
    expect([30_000, 60_000, 15 * 60_000, 20 * 60_000].map(minutesPlayed)).toEqual([
      'mai puțin de un minut',
      '1 minut',
      '15 minute',
      '20 de minute',
    ])
    expect([0, 7_000, 899_000, 3_720_000].map(clock)).toEqual(['0:00', '0:07', '14:59', '1:02:00'])
  })
})
