import type { Game } from '../../catalogue'
import { foldText } from '../../lib/normalize'

/** Higher is better: a title that starts with the query beats one that merely contains it, and so on. */
const RANK = { titlePrefix: 4, titleWord: 3, titleContains: 2, provider: 1, feature: 0 } as const

function rankOf(game: Game, query: string): number | null {
  const title = foldText(game.title)
  if (title.startsWith(query)) return RANK.titlePrefix
  if (title.includes(` ${query}`)) return RANK.titleWord
  if (title.includes(query)) return RANK.titleContains
  if (foldText(game.provider).includes(query)) return RANK.provider
  if (game.features.some((feature) => foldText(feature).includes(query))) return RANK.feature
  return null
}

/**
 * Site search over title, provider and features, without case or diacritics ("pacanele" finds
 * "Păcănele"). Ranked title prefix > title word > title contains > provider > feature; ties by
 * players, then title. An empty (or invisible-only) query finds nothing.
 */
export function searchGames(games: readonly Game[], rawQuery: string): Game[] {
  const query = foldText(rawQuery)
  if (!query) return []
  const ranked: Array<{ game: Game; rank: number }> = []
  for (const game of games) {
    const rank = rankOf(game, query)
    if (rank !== null) ranked.push({ game, rank })
  }
  ranked.sort(
    (a, b) =>
      b.rank - a.rank || b.game.players - a.game.players || a.game.title.localeCompare(b.game.title, 'ro'),
  )
  return ranked.map((entry) => entry.game)
}
