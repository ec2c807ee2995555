import type { SpinOutcome } from '../engine/evaluate'
import { initialPlayState, type PlayState } from '../engine/spin'
import type { HouseGame, SymbolId } from '../engine/types'
import { windowAt } from '../engine/window'
import { credits } from './format'
import { resultMessage } from './messages'
import {
  emptySession,
  firstCheck,
  nextCheckAfter,
  realityCheckDue,
  recordSpin,
  type RealityCheckPoint,
  type Session,
} from './session'

/** A spin the engine has settled, waiting to be shown. */
export interface SettledSpin {
  outcome: SpinOutcome
  state: PlayState
  /** Credits per line bet: the stake of the paid spin that started a run of free spins. */
  lineBet: number
  /** Credits the spin cost: the stake, or 0 for a free spin. */
  staked: number
}

export interface GameState {
  balance: number
  stake: number
  play: PlayState
  /** The line bet of the current run of free spins. */
  runLineBet: number
  /** What the reels show: the last result, or the rolling reels of the spin being shown. */
  shown: SymbolId[][]
  /** The last result, once shown (null while the reels roll and after a reset). */
  outcome: SpinOutcome | null
  message: string
  session: Session
  nextCheck: RealityCheckPoint
  realityCheck: boolean
  spinning: boolean
  now: number
}

export type GameAction =
  | { type: 'stake'; stake: number }
  | { type: 'start'; spin: SettledSpin }
  | { type: 'roll'; shown: SymbolId[][] }
  | { type: 'reveal'; spin: SettledSpin; at: number }
  | { type: 'clock'; at: number }
  | { type: 'continue'; at: number }
  | { type: 'reset'; game: HouseGame }

export function initialGameState(game: HouseGame): GameState {
  return {
    balance: game.startingCredits,
    stake: game.stakes[0]!,
    play: initialPlayState,
    runLineBet: game.stakes[0]! / game.paylines.length,
    shown: windowAt(
      game,
      game.reels.map(() => 0),
    ),
    outcome: null,
    message: '',
    session: emptySession,
    nextCheck: firstCheck,
    realityCheck: false,
    spinning: false,
    now: 0,
  }
}

/** Every change of a session, as a pure function: what the hook dispatches and the tests check. */
export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'stake':
      return state.spinning || state.play.freeSpinsLeft > 0 ? state : { ...state, stake: action.stake }
    case 'start': {
      const free = action.spin.outcome.kind === 'free'
      return {
        ...state,
        balance: state.balance - action.spin.staked,
        runLineBet: free ? state.runLineBet : action.spin.lineBet,
        outcome: null,
        message: '',
        spinning: true,
      }
    }
    case 'roll':
      return { ...state, shown: action.shown }
    case 'reveal': {
      const { outcome, state: play, lineBet, staked } = action.spin
      const won = outcome.win * lineBet
      const session = recordSpin(state.session, { staked, won, at: action.at })
      return {
        ...state,
        balance: state.balance + won,
        play,
        shown: outcome.window,
        outcome,
        message: resultMessage(outcome, lineBet, play),
        session,
        spinning: false,
        now: action.at,
        realityCheck: realityCheckDue(session, state.nextCheck, action.at),
      }
    }
    case 'clock':
      return {
        ...state,
        now: action.at,
        realityCheck:
          state.realityCheck ||
          (!state.spinning && realityCheckDue(state.session, state.nextCheck, action.at)),
      }
    case 'continue':
      return {
        ...state,
        realityCheck: false,
        now: action.at,
        nextCheck: nextCheckAfter(state.session, action.at),
      }
    case 'reset':
      return state.spinning
        ? state
        : {
            ...initialGameState(action.game),
            stake: state.stake,
            shown: state.shown,
            message: `Creditele au fost resetate la ${credits(action.game.startingCredits)}.`,
          }
  }
}
