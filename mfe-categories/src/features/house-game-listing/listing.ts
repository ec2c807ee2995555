export type Volatility = 'low' | 'medium' | 'high'

export interface HouseGameIdentity {
  /** Also its address: /joc-gratis/<id>. */
  id: string
  name: string
  volatility: Volatility
  /** Three of its symbols' glyphs, for its card: decoration only. */
  emblem: readonly string[]
}

/**
 * The house games as the pages that do not play them name them (cards, the studio game's dialog,
 * counts): light enough for every page, so the games' reels, engine and sheets stay in the game's
 * own chunk. Each game's data takes its id, name and volatility from here. From the calmest to the
 * most volatile.
 */
export const houseGameListing = [
  { id: 'fructe-de-aur', name: 'Fructe de Aur', volatility: 'low', emblem: ['🍒', '🔔', '⭐'] },
  {
    id: 'comorile-carpatilor',
    name: 'Comorile Carpaților',
    volatility: 'medium',
    emblem: ['🦊', '🐻', '🦬'],
  },
  { id: 'noaptea-de-sanziene', name: 'Noaptea de Sânziene', volatility: 'high', emblem: ['🦉', '🧚', '🔥'] },
] as const satisfies readonly HouseGameIdentity[]

export type HouseGameId = (typeof houseGameListing)[number]['id']

/** The id, name and volatility of a house game, for its data to spread. */
export function identityOf(id: HouseGameId): Pick<HouseGameIdentity, 'id' | 'name' | 'volatility'> {
  const { name, volatility } = houseGameListing.find((entry) => entry.id === id)!
  return { id, name, volatility }
}
