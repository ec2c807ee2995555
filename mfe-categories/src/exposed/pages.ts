import { paths } from 'shell/routes'
import { catalogue } from '../catalogue'

/**
 * Every game page this remote renders, /joc/<slug>, for whoever prerenders or lists the site's
 * pages. Not a federation module: read at build time.
 */
export const canonicalPaths: readonly string[] = catalogue.map((game) => paths.game(game.slug))
