import type { CategorySlug } from 'shell/routes'
import type { Game } from '../../catalogue'
import { categories, categoryGamesOnce, type SortKey } from '../../catalogue/categories'
import { foldText, slugify } from '../../lib/normalize'
import type { GameFilter } from './filter'

/**
 * What filtering and sorting read of one catalogue array, built once for it: each sort order as
 * positions (made on its first use), and one byte per game for each category, provider and
 * feature. Filtering 50 000 games is then one pass over small integers in the chosen order, with
 * no object lookups and no string comparisons, so a change of filter stays within a frame. Texts
 * are folded only when searched.
 */
interface GameIndex {
  games: readonly Game[]
  facts: SortFacts
  orders: Partial<Record<SortKey, Int32Array>>
  /** Sorted copies of the whole list, made the first time an order is asked for as games. */
  sorted: Partial<Record<SortKey, readonly Game[]>>
  providers: Map<string, Uint8Array>
  features: Map<string, Uint8Array>
  members: Map<CategorySlug, Uint8Array>
  /** Folded title, provider and features, by position; filled as searches reach a game. */
  texts: Array<string | undefined>
}

const indexes = new WeakMap<readonly Game[], GameIndex>()

function indexOf(games: readonly Game[]): GameIndex {
  let index = indexes.get(games)
  if (!index) {
    index = {
      games,
      facts: sortFacts(games),
      orders: {},
      sorted: {},
      ...valueSets(games),
      members: new Map(),
      texts: [],
    }
    indexes.set(games, index)
  }
  return index
}

/**
 * What the orders compare, as numbers by position: titles are folded once and ranked, so every
 * comparison after that is between numbers. The rank breaks ties by position, as the stable sort
 * of the straightforward path does for equal titles.
 */
function sortFacts(games: readonly Game[]) {
  const titles = games.map((game) => foldText(game.title))
  const byName = positions(games.length).sort((a, b) => {
    const x = titles[a]!
    const y = titles[b]!
    return x < y ? -1 : x > y ? 1 : a - b
  })
  const rank = new Int32Array(games.length)
  byName.forEach((position, place) => (rank[position] = place))
  return {
    byName,
    rank,
    rating: Float64Array.from(games, (game) => game.rating),
    // A game without a known year goes last, as in `sortGames`.
    year: Float64Array.from(games, (game) => game.year ?? -Infinity),
  }
}
type SortFacts = ReturnType<typeof sortFacts>

function positions(count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, position) => position)
}

/** The order `sortGames` gives for `key`, as positions; made the first time the key is asked for. */
function orderOf(index: GameIndex, key: SortKey): Int32Array {
  const cached = index.orders[key]
  if (cached) return cached
  const { byName, rank, rating, year } = index.facts
  const count = index.games.length
  const orders: Record<SortKey, () => Int32Array> = {
    nume: () => byName,
    rating: () => positions(count).sort((a, b) => rating[b]! - rating[a]! || rank[a]! - rank[b]!),
    noi: () =>
      positions(count).sort((a, b) => year[b]! - year[a]! || rating[b]! - rating[a]! || rank[a]! - rank[b]!),
  }
  return (index.orders[key] = orders[key]())
}

/** A byte per game for each provider slug and each feature slug: which games carry it. */
function valueSets(games: readonly Game[]) {
  const providers = new Map<string, Uint8Array>()
  const features = new Map<string, Uint8Array>()
  const slugs = new Map<string, string>()
  const slugOf = (label: string) => {
    let slug = slugs.get(label)
    if (slug === undefined) slugs.set(label, (slug = slugify(label)))
    return slug
  }
  const setOf = (sets: Map<string, Uint8Array>, label: string) => {
    const slug = slugOf(label)
    let set = sets.get(slug)
    if (!set) sets.set(slug, (set = new Uint8Array(games.length)))
    return set
  }
  games.forEach((game, position) => {
    setOf(providers, game.provider)[position] = 1
    for (const feature of game.features) setOf(features, feature)[position] = 1
  })
  return { providers, features }
}

function membersOf(index: GameIndex, slug: CategorySlug): Uint8Array {
  let members = index.members.get(slug)
  if (!members) {
    const { member } = categories[slug]
    members = Uint8Array.from(index.games, (game) => (member(game) ? 1 : 0))
    index.members.set(slug, members)
  }
  return members
}

function textOf(index: GameIndex, position: number): string {
  let text = index.texts[position]
  if (text === undefined) {
    const game = index.games[position]!
    text = foldText([game.title, game.provider, ...game.features].join(' | '))
    index.texts[position] = text
  }
  return text
}

/** `sortGames`, kept per list and key: the same copy every time after the first. */
export function sortedOnce(games: readonly Game[], key: SortKey): readonly Game[] {
  const index = indexOf(games)
  return (index.sorted[key] ??= Array.from(orderOf(index, key), (position) => games[position]!))
}

/**
 * A category's games in the chosen order that pass the visitor's filters: what
 * `filterGames(categoryGames(slug, sortGames(games, key)), filter)` gives, from the index. With no
 * filter set, the category's list itself, the same array every time.
 */
export function categoryResults(
  games: readonly Game[],
  slug: CategorySlug,
  key: SortKey,
  filter: GameFilter,
): readonly Game[] {
  const query = foldText(filter.query)
  if (!filter.provider && !filter.feature && query === '')
    return categoryGamesOnce(slug, sortedOnce(games, key))
  const index = indexOf(games)
  const provider = filter.provider ? index.providers.get(filter.provider) : undefined
  const feature = filter.feature ? index.features.get(filter.feature) : undefined
  // A provider or feature no game has: nothing passes.
  if ((filter.provider && !provider) || (filter.feature && !feature)) return []
  const members = membersOf(index, slug)
  const order = orderOf(index, key)
  const results: Game[] = []
  for (let place = 0; place < order.length; place++) {
    const position = order[place]!
    if (members[position] === 0) continue
    if (provider && provider[position] === 0) continue
    if (feature && feature[position] === 0) continue
    if (query !== '' && !textOf(index, position).includes(query)) continue
    results.push(games[position]!)
  }
  return results
}
