import type { Game } from '../../catalogue'
import { gameFacts } from '../../lib/game-format'

/** Studio, the known figures and every feature; an unknown figure has no row rather than a guess. */
export function GameFactsTable({ game }: { game: Game }) {
  const rows: Array<[string, string]> = [
    ['Studio', game.provider],
    ...gameFacts(game),
    ['Funcții', game.features.join(', ')],
  ]
  return (
    <table className="w-full text-left text-sm" data-testid="game-facts">
      <caption className="sr-only">Date despre {game.title}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b last:border-b-0">
            <th scope="row" className="whitespace-nowrap py-2 pr-4 align-top font-semibold">
              {label}
            </th>
            <td className="py-2">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
