import { formatCount, formatCounted } from 'shell/lib/format'
import type { Volatility } from '../catalogue'

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
