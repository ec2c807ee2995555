import { formatCount, formatCounted } from 'shell/lib/format'
import type { Game, Volatility } from '../catalogue'

const percent = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 })

/** Studios ship several RTP versions; the catalogue holds the top one, hence "până la". */
export function formatRtp(rtp: number): string {
  return `până la ${percent.format(rtp)}%`
}

/** "15.420 de jucători": ro-RO digit grouping, with the noun as Romanian counts it. */
export function formatPlayers(players: number): string {
  return formatCounted(players, 'jucător', 'jucători')
}

export const volatilityLabels: Record<Volatility, string> = {
  low: 'mică',
  'low-medium': 'mică spre medie',
  'medium-low': 'medie spre mică',
  medium: 'medie',
  'medium-high': 'medie spre mare',
  high: 'mare',
}

/** "21100x" → "21.100x", "300x + jackpot" → "300x + jackpot": numbers in the ro-RO way, text kept. */
export function formatMaxWin(maxWin: string): string {
  return maxWin.replace(/\d{4,}/g, (digits) => formatCount(Number(digits)))
}

/** The facts the catalogue knows about a game, as label and ro-RO text; an unknown one is left out. */
export function gameFacts(game: Game): Array<[label: string, value: string]> {
  const facts: Array<[string, string]> = []
  if (game.rtp !== undefined) facts.push(['RTP', formatRtp(game.rtp)])
  if (game.volatility) facts.push(['Volatilitate', volatilityLabels[game.volatility]])
  if (game.reels) facts.push(['Role și linii', game.reels])
  if (game.maxWin) facts.push(['Câștig maxim', formatMaxWin(game.maxWin)])
  if (game.year !== undefined) facts.push(['Anul lansării', String(game.year)])
  return facts
}
