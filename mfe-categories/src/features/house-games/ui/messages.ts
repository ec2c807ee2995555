import type { SpinOutcome } from '../engine/evaluate'
import type { PlayState } from '../engine/spin'
import { credits, freeSpinsCount } from './format'

/**
 * What the live region says after a spin, in one sentence or a few: the credits won (or "Niciun
 * câștig"), free spins started or added, and the total of a run of free spins when it ends.
 */
export function resultMessage(outcome: SpinOutcome, lineBet: number, after: PlayState): string {
  const parts = [outcome.win > 0 ? `Ai câștigat ${credits(outcome.win * lineBet)}.` : 'Niciun câștig.']
  if (outcome.freeSpinsAwarded > 0) {
    parts.push(
      outcome.kind === 'free'
        ? `Încă ${freeSpinsCount(outcome.freeSpinsAwarded)}!`
        : `Ai câștigat ${freeSpinsCount(outcome.freeSpinsAwarded)}!`,
    )
  }
  if (outcome.kind === 'free' && after.freeSpinsLeft === 0) {
    parts.push(`Rotirile gratuite s-au încheiat: ${credits(after.freeSpinsWin * lineBet)} în total.`)
  } else if (after.freeSpinsLeft > 0) {
    parts.push(`Mai ai ${freeSpinsCount(after.freeSpinsLeft)}.`)
  }
  return parts.join(' ')
}
