import { categoryRoutes } from 'shell/routes'
import type { Game } from '../../catalogue'
import { foldText } from '../../lib/normalize'
import { categories } from '../../catalogue/categories'

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

const byRatingThenTitle = (a: Game, b: Game) => b.rating - a.rating || a.title.localeCompare(b.title, 'ro')

/**
 * When no game names the query, a category may: "pacanele" or "sloturi" is what most visitors type,
 * and no game title holds it. The games of every category whose name has a word starting with the
 * query, for every word of the query ("pacanele" → Păcănele Online, "egt slots" → EGT Slots,
 * "gratis" → the free-play pages), best rated first.
 */
function gamesOfMatchingCategories(games: readonly Game[], query: string): Game[] {
  const queryWords = query.split(' ').filter((word) => word.length >= 3)
  if (queryWords.length === 0) return []
  const matching = categoryRoutes.filter(({ slug, menuLabel }) => {
    const words = `${foldText(menuLabel)} ${foldText(categories[slug].h1)}`.split(' ')
    return queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)))
  })
  return games
    .filter((game) => matching.some(({ slug }) => categories[slug].member(game)))
    .sort(byRatingThenTitle)
}

/**
 * Site search over title, provider and features, without case or diacritics ("pacanele" finds
 * "Păcănele"). Ranked title prefix > title word > title contains > provider > feature; ties by
 * rating, then title. With no such match, the games of the categories the query names. An empty
 * (or invisible-only) query finds nothing.
 */
export function searchGames(games: readonly Game[], rawQuery: string): Game[] {
  const query = foldText(rawQuery)
  if (!query) return []
  const ranked: Array<{ game: Game; rank: number }> = []
  for (const game of games) {
    const rank = rankOf(game, query)
    if (rank !== null) ranked.push({ game, rank })
  }
  if (ranked.length === 0) return gamesOfMatchingCategories(games, query)
  ranked.sort((a, b) => b.rank - a.rank || byRatingThenTitle(a.game, b.game))
  return ranked.map((entry) => entry.game)
}
