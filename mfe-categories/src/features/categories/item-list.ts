import { absoluteUrl } from 'shell/lib/site'
import { paths } from 'shell/routes'
import type { Game } from '../../catalogue'

/** schema.org ItemList of the games on screen, each pointing at the game's own page. */
export function itemListData(name: string, games: readonly Game[], offset: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: games.length,
    itemListElement: games.map((game, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: game.title,
      url: absoluteUrl(paths.game(game.slug)),
    })),
  }
}
