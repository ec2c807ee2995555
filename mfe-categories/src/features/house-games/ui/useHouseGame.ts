import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { SpinOutcome } from '../engine/evaluate'
import type { RandomSource } from '../engine/random'
import { spin } from '../engine/spin'
import type { HouseGame, SymbolId } from '../engine/types'
import { windowAt } from '../engine/window'
import { gameReducer, initialGameState, type SettledSpin } from './game-state'
import { prefersReducedMotion } from './reduced-motion'

/** The reels roll for a short while, then stop one after another, left to right. */
export const TICK_MS = 60
const FIRST_STOP_TICKS = 8
const STOP_STAGGER_TICKS = 3
export const spinDurationMs = (reels: number) =>
  (FIRST_STOP_TICKS + (reels - 1) * STOP_STAGGER_TICKS) * TICK_MS

/**
 * One player's session with a house game. A spin is settled by the engine the moment it is pressed;
 * the reels then only replay it (or show it at once, with reduced motion). Nothing spins by itself.
 */
export function useHouseGame(game: HouseGame, rng?: RandomSource) {
  const [state, dispatch] = useReducer(gameReducer, game, initialGameState)
  const animation = useRef<ReturnType<typeof setInterval> | null>(null)
  const inFreeSpins = state.play.freeSpinsLeft > 0
  const canAfford = inFreeSpins || state.balance >= state.stake
  const canSpin = !state.spinning && !state.realityCheck && canAfford

  const spinOnce = useCallback(() => {
    if (!canSpin) return
    const result = spin(game, rng, state.play)
    const settled: SettledSpin = {
      ...result,
      lineBet: inFreeSpins ? state.runLineBet : state.stake / game.paylines.length,
      staked: inFreeSpins ? 0 : state.stake,
    }
    dispatch({ type: 'start', spin: settled })
    if (prefersReducedMotion()) {
      dispatch({ type: 'reveal', spin: settled, at: Date.now() })
      return
    }
    let tick = 0
    const lastTick = spinDurationMs(game.reels.length) / TICK_MS
    dispatch({ type: 'roll', shown: rollingWindow(game, settled.outcome, tick) })
    animation.current = setInterval(() => {
      tick++
      if (tick < lastTick) {
        dispatch({ type: 'roll', shown: rollingWindow(game, settled.outcome, tick) })
        return
      }
      clearInterval(animation.current!)
      animation.current = null
      dispatch({ type: 'reveal', spin: settled, at: Date.now() })
    }, TICK_MS)
  }, [canSpin, game, rng, state.play, state.runLineBet, state.stake, inFreeSpins])

  useEffect(() => () => clearInterval(animation.current ?? undefined), [])

  // The session clock; it also brings the reality check when 15 minutes pass between spins.
  const started = state.session.startedAt !== null
  useEffect(() => {
    if (!started || state.realityCheck) return
    const timer = setInterval(() => dispatch({ type: 'clock', at: Date.now() }), 1000)
    return () => clearInterval(timer)
  }, [started, state.realityCheck])

  return {
    ...state,
    inFreeSpins,
    canAfford,
    canSpin,
    lineBet: inFreeSpins ? state.runLineBet : state.stake / game.paylines.length,
    spin: spinOnce,
    setStake: (stake: number) => dispatch({ type: 'stake', stake }),
    continuePlaying: () => dispatch({ type: 'continue', at: Date.now() }),
    reset: () => dispatch({ type: 'reset', game }),
  }
}

/** What the reels show while rolling: a reel still turning runs toward its stop; a stopped one shows it. */
function rollingWindow(game: HouseGame, outcome: SpinOutcome, tick: number): SymbolId[][] {
  const stops = outcome.stops.map((stop, reel) => {
    const length = game.reels[reel]!.length
    const remaining = Math.max(0, FIRST_STOP_TICKS + reel * STOP_STAGGER_TICKS - tick) % length
    return (stop + length - remaining) % length
  })
  return windowAt(game, stops)
}
