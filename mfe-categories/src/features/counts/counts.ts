import { formatCounted } from 'shell/lib/format'
import type { CategorySlug } from 'shell/routes'
import { bonusOffers, catalogue } from '../../catalogue'
import { categories, categoryGames } from '../../catalogue/categories'
import { houseGameListing } from '../house-game-listing/listing'

export const formatGames = (count: number) => formatCounted(count, 'joc', 'jocuri')
export const formatOffers = (count: number) => formatCounted(count, 'ofertă', 'oferte')

const memberCounts = new Map<CategorySlug, number>()

/** How many catalogue games a category page lists (before any filter). */
export function categoryGameCount(slug: CategorySlug): number {
  let count = memberCounts.get(slug)
  if (count === undefined) {
    count = categoryGames(slug, catalogue).length
    memberCounts.set(slug, count)
  }
  return count
}

/** A free-play page's two lists, apart: the house games played here, the studios' games only presented. */
const freePlayCount = (slug: CategorySlug) =>
  `${formatGames(houseGameListing.length)} de jucat aici, ${formatGames(categoryGameCount(slug))} doar prezentate`

/**
 * What a link to the page can truthfully promise: its games (on a free-play page, what plays here
 * and what is only presented), or for the bonus page its offers (the games there are the ones with a
 * bonus round, secondary to the offers). No page: the catalogue.
 */
export function countLabel(slug?: CategorySlug): string {
  if (!slug) return formatGames(catalogue.length)
  if (categories[slug].showBonusOffers) return formatOffers(bonusOffers.length)
  if (categories[slug].houseGamesFirst) return freePlayCount(slug)
  return formatGames(categoryGameCount(slug))
}

/** The page's own header: everything it lists. */
export function categoryHeaderCount(slug: CategorySlug): string {
  const games = formatGames(categoryGameCount(slug))
  if (categories[slug].houseGamesFirst) return freePlayCount(slug)
  if (!categories[slug].showBonusOffers) return games
  return `${formatOffers(bonusOffers.length)} și ${games} cu runde bonus`
}
