import { describe, expect, it } from 'vitest'
import { fructeDeAur } from '../games/fructe-de-aur'
import { noapteaDeSanziene } from '../games/noaptea-de-sanziene'
import { evaluate } from './evaluate'
import { seededSource } from './random'
import { initialPlayState, spin } from './spin'
import { indices } from '../../../test/house-game-windows'

// Scatters (foc) sit at index 27, 1, 21, 8 and 10 of the five strips; a stop shows it from two above.
const THREE_SCATTERS = [27, 1, 21, 0, 0]
const NO_SCATTER = [0, 3, 0, 0, 0]

describe('spin', () => {
  it('draws one stop per reel and settles the outcome from the stops alone', () => {
    const { outcome, state } = spin(fructeDeAur, indices([26, 14, 3]), initialPlayState)
    expect(outcome).toEqual(evaluate(fructeDeAur, [26, 14, 3], 'paid'))
    expect(state).toEqual(initialPlayState)
  })

  it('is reproducible with a seeded source and keeps every stop on its strip', () => {
    const play = () => {
      const rng = seededSource(7)
      return Array.from({ length: 200 }, () => spin(noapteaDeSanziene, rng, initialPlayState).outcome.stops)
    }
    const stops = play()
    expect(play()).toEqual(stops)
    for (const set of stops)
      set.forEach((stop, reel) => expect(stop).toBeLessThan(noapteaDeSanziene.reels[reel]!.length))
    expect(new Set(stops.map((set) => set.join())).size).toBeGreaterThan(190)
  })

  it('owes the free spins a paid spin starts, plays them free, adds retriggers and ends with their total', () => {
    const game = noapteaDeSanziene
    const rng = indices([...THREE_SCATTERS, ...NO_SCATTER, ...THREE_SCATTERS, ...NO_SCATTER])
    const start = spin(game, rng, initialPlayState)
    expect(start.outcome.kind).toBe('paid')
    expect(start.outcome.freeSpinsAwarded).toBe(15)
    expect(start.state).toEqual({ freeSpinsLeft: 15, freeSpinsWin: 0 })

    const first = spin(game, rng, start.state)
    expect(first.outcome.kind).toBe('free')
    expect(first.state).toEqual({ freeSpinsLeft: 14, freeSpinsWin: first.outcome.win })

    const retrigger = spin(game, rng, first.state)
    expect(retrigger.outcome.kind).toBe('free')
    expect(retrigger.outcome.freeSpinsAwarded).toBe(15)
    expect(retrigger.state).toEqual({
      freeSpinsLeft: 14 - 1 + 15,
      freeSpinsWin: first.outcome.win + retrigger.outcome.win,
    })

    const last = spin(game, rng, { freeSpinsLeft: 1, freeSpinsWin: 120 })
    expect(last.state).toEqual({ freeSpinsLeft: 0, freeSpinsWin: 120 + last.outcome.win })
    const after = spin(game, indices(NO_SCATTER), last.state)
    expect(after.outcome.kind).toBe('paid')
    expect(after.state).toEqual(initialPlayState)
  })
})
