import type { Game } from '../../catalogue'
import { gameFacts } from '../../lib/game-format'

/** Only the facts the catalogue knows; an unknown one is left out, never guessed. */
export function GameFacts({ game }: { game: Game }) {
  const facts = gameFacts(game)
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
