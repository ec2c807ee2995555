import type { Game, Volatility as CatalogueVolatility } from '../../catalogue'
import type { Volatility } from './listing'
import { houseGameListing, type HouseGameIdentity } from './listing'

/**
 * The house level nearest each of the catalogue's six. "medium-high" is as far from medium as from
 * high; the catalogue names the main level first ("medie spre mare"), and that level decides.
 */
const nearestLevel: Record<CatalogueVolatility, Volatility> = {
  low: 'low',
  'low-medium': 'low',
  'medium-low': 'medium',
  medium: 'medium',
  'medium-high': 'medium',
  high: 'high',
}

/** When a studio publishes no volatility, the middle game: the one furthest from neither end. */
const UNKNOWN_LEVEL: Volatility = 'medium'

/** The house game closest in volatility to a studio's game, and whether the studio's figure was known. */
export function closestHouseGame(volatility: CatalogueVolatility | undefined): {
  game: HouseGameIdentity
  known: boolean
} {
  const level = volatility ? nearestLevel[volatility] : UNKNOWN_LEVEL
  return {
    game: houseGameListing.find((game) => game.volatility === level)!,
    known: volatility !== undefined,
  }
}

/**
 * The other way round: the studios' games whose published volatility is nearest a house game's,
 * best rated first. A game whose studio publishes none is left out rather than guessed.
 */
export function studioGamesLike(level: Volatility, games: readonly Game[], count: number): Game[] {
  return games
    .filter((game) => game.volatility !== undefined && nearestLevel[game.volatility] === level)
    .sort((a, b) => b.rating - a.rating || a.title.localeCompare(b.title, 'ro'))
    .slice(0, count)
}
