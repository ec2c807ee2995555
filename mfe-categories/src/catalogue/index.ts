import { realGames } from './games'
import { syntheticGames } from './synthetic'
import type { Game } from './types'

declare const __SYNTHETIC_GAMES__: number

const syntheticCount = typeof __SYNTHETIC_GAMES__ === 'number' ? __SYNTHETIC_GAMES__ : 0

/** The catalogue every page reads: the real games, plus made-up ones in the benchmark build only. */
export const catalogue: readonly Game[] =
  syntheticCount > 0 ? [...realGames, ...syntheticGames(syntheticCount)] : realGames

const byId = new Map(catalogue.map((game) => [game.id, game]))

export function gameById(id: string): Game | undefined {
  return byId.get(id)
}

export { popularGameIds, realGames } from './games'
export { bonusOffers } from './bonus-offers'
export * from './types'
