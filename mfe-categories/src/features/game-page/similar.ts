import type { Game } from '../../catalogue'

export const SIMILAR_GAMES = 4

/**
 * How alike two games are: the same series counts most, then the book mechanic, the studio, the
 * theme and every shared feature. Zero means nothing in common.
 */
function likeness(game: Game, other: Game): number {
  let score = 0
  if (game.family && other.family === game.family) score += 10
  if (game.bookMechanic && other.bookMechanic) score += 4
  if (other.provider === game.provider) score += 3
  if (other.theme === game.theme) score += 2
  for (const feature of other.features) if (game.features.includes(feature)) score += 1
  return score
}

/** The most alike games (same family, studio or features), most played first among equals. */
export function similarGames(game: Game, games: readonly Game[], limit = SIMILAR_GAMES): Game[] {
  const scored: Array<{ other: Game; score: number }> = []
  for (const other of games) {
    if (other.id === game.id) continue
    const score = likeness(game, other)
    if (score > 0) scored.push({ other, score })
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.other.players - a.other.players ||
      a.other.title.localeCompare(b.other.title, 'ro'),
  )
  return scored.slice(0, limit).map(({ other }) => other)
}
