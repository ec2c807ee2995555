import { Button } from 'shell/ui/button'
import type { Game } from '../../catalogue'
import { FavouriteButton } from '../play/FavouriteButton'
import { PlayDialog } from '../play/PlayDialog'
import { usePlay } from '../play/usePlay'

/** The card's actions, at page size: the same 18+ question, ONJN notice and favourite in the store. */
export function GameActions({ game }: { game: Game }) {
  const { intent, play, close } = usePlay(game)
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="game-actions">
      <Button type="button" size="lg" onClick={() => play('free')}>
        Joacă Gratis
      </Button>
      <Button type="button" size="lg" variant="outline" onClick={() => play('real')}>
        Joacă pe Bani Reali
      </Button>
      <FavouriteButton gameId={game.id} className="size-11" />
      {intent ? <PlayDialog game={game} intent={intent} onClose={close} /> : null}
    </div>
  )
}
