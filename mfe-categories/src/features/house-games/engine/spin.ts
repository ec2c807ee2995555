import { evaluate, type SpinOutcome } from './evaluate'
import { randomIndex, type RandomSource } from './random'
import type { HouseGame } from './types'

/** What carries over from one spin to the next: the free spins still owed. */
export interface PlayState {
  freeSpinsLeft: number
  /** Line bets won so far in the current run of free spins; kept after its last spin, 0 after a paid one. */
  freeSpinsWin: number
}

export const initialPlayState: PlayState = { freeSpinsLeft: 0, freeSpinsWin: 0 }

/**
 * Plays one spin: a free one while free spins are owed, else a paid one. The reel stops are drawn
 * and the whole outcome settled here, before anything is animated; the display only replays it.
 */
export function spin(
  game: HouseGame,
  rng: RandomSource | undefined,
  state: PlayState,
): { outcome: SpinOutcome; state: PlayState } {
  const kind = state.freeSpinsLeft > 0 ? 'free' : 'paid'
  const stops = game.reels.map((strip) => randomIndex(strip.length, rng))
  const outcome = evaluate(game, stops, kind)
  const freeSpinsLeft = state.freeSpinsLeft - (kind === 'free' ? 1 : 0) + outcome.freeSpinsAwarded
  const freeSpinsWin = kind === 'free' ? state.freeSpinsWin + outcome.win : 0
  return { outcome, state: { freeSpinsLeft, freeSpinsWin } }
}
