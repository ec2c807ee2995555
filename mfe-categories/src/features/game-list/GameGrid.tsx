import type { Game } from '../../catalogue'
import { GameCard } from './GameCard'

export function GameGrid({
  games,
  label,
  emphasiseFree,
}: {
  games: readonly Game[]
  label: string
  emphasiseFree?: boolean
}) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="game-list">
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} emphasiseFree={emphasiseFree} />
        </li>
      ))}
    </ul>
  )
}
