import type { Game } from '../../catalogue'
import { formatMaxWin, formatRtp, volatilityLabels } from '../../lib/game-format'

/** Only the facts the catalogue knows; an unknown one is left out, never guessed. */
export function GameFacts({ game }: { game: Game }) {
  const facts: Array<[string, string]> = []
  if (game.rtp !== undefined) facts.push(['RTP', formatRtp(game.rtp)])
  if (game.volatility) facts.push(['Volatilitate', volatilityLabels[game.volatility]])
  if (game.reels) facts.push(['Role și linii', game.reels])
  if (game.maxWin) facts.push(['Câștig maxim', formatMaxWin(game.maxWin)])
  if (game.year !== undefined) facts.push(['Anul lansării', String(game.year)])
  if (facts.length === 0) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
