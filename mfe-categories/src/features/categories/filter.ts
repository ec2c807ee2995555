import type { Game } from '../../catalogue'
import { foldText, slugify } from '../../lib/normalize'

export interface GameFilter {
  /** Provider slug, e.g. "egt-interactive". */
  provider: string | null
  /** Feature slug, e.g. "rotiri-gratuite". */
  feature: string | null
  /** Free text; matched against title, provider and features, ignoring case and diacritics. */
  query: string
}

interface GameKeys {
  provider: string
  features: string[]
  text: string
}

// Computed once per game object, so filtering thousands of games on each keystroke stays cheap.
const keysCache = new WeakMap<Game, GameKeys>()
function keysOf(game: Game): GameKeys {
  let keys = keysCache.get(game)
  if (!keys) {
    keys = {
      provider: slugify(game.provider),
      features: game.features.map(slugify),
      text: foldText([game.title, game.provider, ...game.features].join(' | ')),
    }
    keysCache.set(game, keys)
  }
  return keys
}

/** The games that pass every filter set, in their order; with no filter set, the list itself. */
export function filterGames(games: readonly Game[], filter: GameFilter): readonly Game[] {
  const query = foldText(filter.query)
  if (!filter.provider && !filter.feature && query === '') return games
  return games.filter((game) => {
    const keys = keysOf(game)
    if (filter.provider && keys.provider !== filter.provider) return false
    if (filter.feature && !keys.features.includes(filter.feature)) return false
    return query === '' || keys.text.includes(query)
  })
}
