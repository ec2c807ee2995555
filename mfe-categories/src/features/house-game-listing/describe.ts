import { volatilityLabels } from '../../lib/game-format'
import type { Volatility } from './listing'

/*
 * Words and numbers about a house game that the pages listing it share with its own page; kept apart
 * from the page's explanations so that a list of cards does not load them.
 */

const twoDecimals = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 0.961074 → "96,11%": the way the site writes a percentage (as the catalogue's RTP figures). */
export const percent = (share: number) => `${twoDecimals.format(share * 100)}%`

/** What each level of volatility means for a player, in a few words. */
export const volatilityMeaning: Record<Volatility, string> = {
  low: 'câștigurile vin des și sunt mici',
  medium: 'câștigurile vin mai rar, dar sunt mai mari',
  high: 'câștigurile vin rar, iar unele sunt foarte mari',
}

export const volatilityLabel = (volatility: Volatility) => volatilityLabels[volatility]
