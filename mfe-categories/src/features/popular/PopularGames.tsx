import { gameById, popularGameIds, type Game } from '../../catalogue'
import { GameGrid } from '../game-list/GameGrid'

const popularGames: Game[] = popularGameIds.flatMap((id) => gameById(id) ?? [])

/** Only the grid: the home page owns the "Jocuri Populare" heading and the "Vezi Toate" link. */
export function PopularGames() {
  return (
    <div data-remote="mfe-categories">
      <GameGrid games={popularGames} label="Jocuri populare" />
    </div>
  )
}
