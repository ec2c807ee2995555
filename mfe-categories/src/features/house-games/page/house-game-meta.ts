import { formatCounted } from 'shell/lib/format'
import { absoluteUrl } from 'shell/lib/site'
import { paths } from 'shell/routes'
import type { HouseGame } from '../engine/types'
import type { MathSheet } from '../sheets/types'
import { percent, volatilityLabel } from '../../house-game-listing/describe'

/** "Fructe de Aur – păcănea gratuită, cu credite virtuale" */
export const houseGamePageTitle = (game: HouseGame) => `${game.name} – păcănea gratuită, cu credite virtuale`

/** One sentence for search results: what it is and its figures (at most 160 characters). */
export function houseGamePageDescription(game: HouseGame, sheet: MathSheet): string {
  return (
    `Joacă gratis ${game.name}: ${formatCounted(sheet.reels, 'rolă', 'role')}, ` +
    `${formatCounted(sheet.lines, 'linie', 'linii')}, RTP ${percent(sheet.rtp.value)}, ` +
    `volatilitate ${volatilityLabel(game.volatility)}. Credite virtuale, fără bani.`
  )
}

/** Honest structured data: a free browser game, no rating, no offer. */
export function houseGameJsonLd(game: HouseGame) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.name,
    description: game.description,
    url: absoluteUrl(paths.houseGame(game.id)),
    inLanguage: 'ro',
    genre: 'Păcănele',
    gamePlatform: 'Browser web',
    isAccessibleForFree: true,
  }
}
