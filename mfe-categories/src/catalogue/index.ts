import { realGames } from './games'
import { syntheticGames } from './synthetic'
import type { Game } from './types'

declare const __SYNTHETIC_GAMES__: number

const syntheticCount = typeof __SYNTHETIC_GAMES__ === 'number' ? __SYNTHETIC_GAMES__ : 0

/** The catalogue every page reads: the real games, plus made-up ones in the benchmark build only. */
export const catalogue: readonly Game[] =
  syntheticCount > 0 ? [...realGames, ...syntheticGames(syntheticCount)] : realGames

const byId = new Map(catalogue.map((game) => [game.id, game]))
const bySlug = new Map(catalogue.map((game) => [game.slug, game]))

export function gameById(id: string): Game | undefined {
  return byId.get(id)
}

export function gameBySlug(slug: string): Game | undefined {
  return bySlug.get(slug)
}

export { realGames } from './games'
export { popularGameIds } from './popular'
export { bonusOffers } from './bonus-offers'
export * from './types'
