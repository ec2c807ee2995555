import type { CategorySlug } from 'shell/routes'
import type { Game } from '../../catalogue'
import { formatRtp, volatilityLabels } from '../../lib/game-format'
import { categories } from '../../catalogue/categories'

/** The most specific category a game belongs to: its family's page before the general one. */
const MAIN_CATEGORY_ORDER: readonly CategorySlug[] = [
  'book-of-ra-online',
  'sweet-bonanza-online',
  'egt-slots-online',
]

export function mainCategory(game: Game): CategorySlug {
  return MAIN_CATEGORY_ORDER.find((slug) => categories[slug].member(game)) ?? 'pacanele-online'
}

/** "Book of Ra (Novomatic): RTP, reguli și funcții": what a search for the game should find. */
export function gamePageTitle(game: Game): string {
  const topics = game.rtp !== undefined ? 'RTP, reguli și funcții' : 'reguli și funcții'
  return `${game.title} (${game.provider}): ${topics}`
}

const MAX_DESCRIPTION = 160

/** One sentence of facts, only the known ones, cut at a word to fit a search result. */
export function gamePageDescription(game: Game): string {
  const facts = [
    game.reels,
    game.rtp !== undefined ? `RTP ${formatRtp(game.rtp)}` : undefined,
    game.volatility ? `volatilitate ${volatilityLabels[game.volatility]}` : undefined,
  ].filter(Boolean)
  const lead = `${game.title}, slot ${game.provider}${facts.length > 0 ? `: ${facts.join(', ')}` : ''}.`
  const text = `${lead} Cum se joacă, funcțiile jocului și sloturi asemănătoare.`
  if (text.length <= MAX_DESCRIPTION) return text
  if (lead.length <= MAX_DESCRIPTION) return lead
  return `${lead.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`
}
