import { absoluteUrl } from 'shell/lib/site'
import type { Game } from '../../catalogue'
import { gameAnchor } from '../game-card/GameCard'

/** schema.org ItemList of the games on screen, each pointing at its card on this page. */
export function itemListData(name: string, path: string, games: readonly Game[], offset: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: games.length,
    itemListElement: games.map((game, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: game.title,
      url: absoluteUrl(`${path}#${gameAnchor(game.id)}`),
    })),
  }
}
