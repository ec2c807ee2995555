import type { Game } from '../../catalogue'
import { sortKeys, type SortKey } from '../../catalogue/categories'
import { foldText } from '../../lib/normalize'

export { sortKeys, type SortKey }

export const sortLabels: Record<SortKey, string> = {
  rating: 'Rating',
  nume: 'Nume (A–Z)',
  noi: 'Cele mai noi',
}

export function isSortKey(value: unknown): value is SortKey {
  return sortKeys.includes(value as SortKey)
}

// Folded once per game: sorting 5 000 games by name must not fold 60 000 times.
const foldedTitles = new WeakMap<Game, string>()
function titleKey(game: Game): string {
  let key = foldedTitles.get(game)
  if (key === undefined) {
    key = foldText(game.title)
    foldedTitles.set(game, key)
  }
  return key
}

function byName(a: Game, b: Game): number {
  const x = titleKey(a)
  const y = titleKey(b)
  return x < y ? -1 : x > y ? 1 : 0
}

const comparators: Record<SortKey, (a: Game, b: Game) => number> = {
  rating: (a, b) => b.rating - a.rating || byName(a, b),
  nume: byName,
  // A game without a known year goes last rather than being guessed into place.
  noi: (a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity) || b.rating - a.rating || byName(a, b),
}

/** A sorted copy; the input (often the shared catalogue) is never reordered. */
export function sortGames(games: readonly Game[], key: SortKey): Game[] {
  return [...games].sort(comparators[key])
}

/** Kept per list and key, from the list's index: see game-index.ts. */
export { sortedOnce } from './game-index'
