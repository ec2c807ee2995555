import { emblems } from './emblems'
import type { DrawnSymbol } from './picture'

export type Volatility = 'low' | 'medium' | 'high'

export interface HouseGameIdentity {
  /** Also its address: /joc-gratis/<id>. */
  id: string
  name: string
  volatility: Volatility
  /** Three of its symbols, drawn on its card: decoration only. */
  emblem: readonly DrawnSymbol[]
}

/**
 * The house games as the pages that do not play them name them (cards, the studio game's dialog,
 * counts): light enough for every page, so the games' reels, engine and sheets stay in the game's
 * own chunk. Each game's data takes its id, name and volatility from here. From the calmest to the
 * most volatile.
 */
export const houseGameListing = [
  { id: 'fructe-de-aur', name: 'Fructe de Aur', volatility: 'low', emblem: emblems['fructe-de-aur'] },
  {
    id: 'comorile-carpatilor',
    name: 'Comorile Carpaților',
    volatility: 'medium',
    emblem: emblems['comorile-carpatilor'],
  },
  {
    id: 'noaptea-de-sanziene',
    name: 'Noaptea de Sânziene',
    volatility: 'high',
    emblem: emblems['noaptea-de-sanziene'],
  },
] as const satisfies readonly HouseGameIdentity[]

export type HouseGameId = (typeof houseGameListing)[number]['id']

/** The id, name and volatility of a house game, for its data to spread. */
export function identityOf(id: HouseGameId): Pick<HouseGameIdentity, 'id' | 'name' | 'volatility'> {
  const { name, volatility } = houseGameListing.find((entry) => entry.id === id)!
  return { id, name, volatility }
}

/** One of the symbols a game's card shows, for the game's data to list among its symbols. */
export function emblemSymbol<Id extends HouseGameId>(
  gameId: Id,
  symbolId: (typeof emblems)[Id][number]['id'],
): DrawnSymbol {
  return emblems[gameId].find((symbol: DrawnSymbol) => symbol.id === symbolId)!
}
