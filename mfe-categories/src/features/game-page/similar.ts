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
  return score + sharedFeatures(game, other)
}

function sharedFeatures(game: Game, other: Game): number {
  let shared = 0
  for (const feature of other.features) if (game.features.includes(feature)) shared += 1
  return shared
}

/** Games of one studio, theme and mechanic: as alike to any game as each other, bar the features. */
interface Bucket {
  provider: string
  theme: string
  bookMechanic: boolean
  /** Their range in the index's arrays. */
  start: number
  end: number
  /** The most features one of them has: none shares more with another game. */
  maxFeatures: number
}

/** The list grouped by bucket, each bucket in the order that breaks ties (best rated, then title). */
interface SimilarIndex {
  games: Game[]
  /** Each game's features as bits, when the list names few enough features for that. */
  masks: Int32Array | null
  bits: Map<string, number>
  buckets: Bucket[]
  families: Map<string, Game[]>
  rank: Map<Game, number>
}

const indexes = new WeakMap<readonly Game[], SimilarIndex>()
const byTitle = new Intl.Collator('ro')

function popcount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555)
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333)
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * Built once per list. Scoring and sorting the whole list on every game page made a page cost more
 * the larger the catalogue (13 ms a page at 50 000 games): here a page scans packed bits, and only
 * the buckets that can still reach the best found so far.
 */
function indexOf(list: readonly Game[]): SimilarIndex {
  const known = indexes.get(list)
  if (known) return known
  const order = [...list].sort((a, b) => b.rating - a.rating || byTitle.compare(a.title, b.title))
  const rank = new Map(order.map((game, position) => [game, position]))
  const grouped = new Map<string, Game[]>()
  const families = new Map<string, Game[]>()
  const bits = new Map<string, number>()
  for (const game of order) {
    const key = `${game.provider}\u0000${game.theme}\u0000${game.bookMechanic === true}`
    appendTo(grouped, key, game)
    if (game.family) appendTo(families, game.family, game)
    for (const feature of game.features) if (!bits.has(feature)) bits.set(feature, bits.size)
  }
  const games = [...grouped.values()].flat()
  const masks = bits.size <= 31 ? new Int32Array(games.length) : null
  if (masks) games.forEach((game, at) => (masks[at] = maskOf(game, bits)))
  const buckets: Bucket[] = []
  let start = 0
  for (const members of grouped.values()) {
    const [first] = members as [Game]
    const maxFeatures = Math.max(...members.map((game) => game.features.length))
    const end = start + members.length
    buckets.push({
      provider: first.provider,
      theme: first.theme,
      bookMechanic: first.bookMechanic === true,
      start,
      end,
      maxFeatures,
    })
    start = end
  }
  const index = { games, masks, bits, buckets, families, rank }
  indexes.set(list, index)
  return index
}

/** Adds to the key's list in place: copying the list for each game made the index quadratic. */
function appendTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key)
  if (list) list.push(value)
  else lists.set(key, [value])
}

function maskOf(game: Game, bits: ReadonlyMap<string, number>): number {
  let mask = 0
  for (const feature of game.features) {
    const bit = bits.get(feature)
    if (bit !== undefined) mask |= 1 << bit
  }
  return mask
}

/**
 * The most alike games (same family, studio or features), best rated first among equals: exactly
 * what scoring every game and sorting them gives.
 */
export function similarGames(game: Game, list: readonly Game[], limit = SIMILAR_GAMES): Game[] {
  if (limit <= 0) return []
  const { games, masks, bits, buckets, families, rank } = indexOf(list)
  const best: Array<{ other: Game; score: number; rank: number }> = []
  const lowest = () => (best.length === limit ? best[limit - 1]!.score : 0)
  const keep = (other: Game, score: number) => {
    const at = rank.get(other)!
    const place = best.findIndex((kept) => score > kept.score || (score === kept.score && at < kept.rank))
    if (place === -1) best.push({ other, score, rank: at })
    else best.splice(place, 0, { other, score, rank: at })
    if (best.length > limit) best.pop()
  }
  // A game of the same series is scored in full here, and skipped in the buckets.
  for (const other of game.family ? (families.get(game.family) ?? []) : []) {
    if (other.id !== game.id) keep(other, likeness(game, other))
  }
  const mask = maskOf(game, bits)
  const base = (bucket: Bucket) =>
    (bucket.bookMechanic && game.bookMechanic ? 4 : 0) +
    (bucket.provider === game.provider ? 3 : 0) +
    (bucket.theme === game.theme ? 2 : 0)
  const reachable = buckets
    .map((bucket) => ({
      bucket,
      base: base(bucket),
      most: base(bucket) + Math.min(bucket.maxFeatures, game.features.length),
    }))
    .sort((a, b) => b.most - a.most)
  for (const { bucket, base: score, most } of reachable) {
    if (most < lowest() || most === 0) break
    for (let at = bucket.start; at < bucket.end; at++) {
      const other = games[at]!
      const total = score + (masks ? popcount(masks[at]! & mask) : sharedFeatures(game, other))
      if (total === 0 || total < lowest() || other.id === game.id) continue
      if (game.family && other.family === game.family) continue
      keep(other, total)
    }
  }
  return best.map(({ other }) => other)
}
