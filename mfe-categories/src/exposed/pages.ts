import { CATEGORY_PARAMS, categoryRoutes, pageKey, paths } from 'shell/routes'
import { catalogue } from '../catalogue'
import { categoryGames } from '../catalogue/categories'
import { PAGE_SIZE } from '../features/categories/paginate'
import { houseGameListing } from '../features/house-game-listing/listing'

/** `/sloturi-online?pagina=2` onwards: every page of a category's list has an address of its own. */
function paginationPaths(): string[] {
  return categoryRoutes.flatMap(({ slug }) => {
    const pageCount = Math.ceil(categoryGames(slug, catalogue).length / PAGE_SIZE)
    return Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
      pageKey(paths.category(slug), `${CATEGORY_PARAMS.page}=${index + 2}`),
    )
  })
}

/**
 * Every page this remote renders beyond the shell's route table, for whoever prerenders or lists the
 * site's pages: /joc/<slug> per game, /joc-gratis/<slug> per house game, and each category's later list
 * pages. Not a federation module: read at build time.
 */
export const canonicalPaths: readonly string[] = [
  ...catalogue.map((game) => paths.game(game.slug)),
  ...houseGameListing.map((game) => paths.houseGame(game.id)),
  ...paginationPaths(),
]
