import { Link } from 'react-router'
import { paths } from 'shell/routes'
import { Badge } from 'shell/ui/badge'
import { Button } from 'shell/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from 'shell/ui/card'
import type { Game } from '../../catalogue'
import { PlayersCount } from './PlayersCount'
import { FavouriteButton } from '../play/FavouriteButton'
import { GameImage } from '../cover-art/GameImage'
import { PlayDialog } from '../play/PlayDialog'
import { RatingStars } from './RatingStars'
import { usePlay } from '../play/usePlay'

/** A card shows at most three features; the dialog and the game page show them all. */
export const MAX_CARD_FEATURES = 3

export function gameAnchor(gameId: string): string {
  return `joc-${gameId}`
}

/** The one game card of the product: home, category pages, search and game pages all render this. */
export function GameCard({ game, emphasiseFree = false }: { game: Game; emphasiseFree?: boolean }) {
  const { intent, play, close } = usePlay(game)

  return (
    <Card
      id={gameAnchor(game.id)}
      data-testid="game-card"
      data-game-id={game.id}
      className="relative flex h-full flex-col"
    >
      <GameImage game={game} className="rounded-t-xl" />
      <FavouriteButton gameId={game.id} className="absolute right-2 top-2 size-10" />
      <CardHeader>
        <CardTitle>
          <Link
            to={paths.game(game.slug)}
            className="underline-offset-4 hover:text-primary hover:underline focus-visible:underline"
          >
            {game.title}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{game.provider}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RatingStars rating={game.rating} />
          <PlayersCount players={game.players} />
        </div>
        <ul aria-label="Funcții" className="flex flex-wrap gap-1">
          {game.features.slice(0, MAX_CARD_FEATURES).map((feature) => (
            <li key={feature}>
              <Badge variant="secondary">{feature}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter direction="column" className="mt-auto">
        <Button type="button" size={emphasiseFree ? 'lg' : 'default'} onClick={() => play('free')}>
          Joacă Gratis
        </Button>
        <Button type="button" variant="outline" onClick={() => play('real')}>
          Joacă pe Bani Reali
        </Button>
      </CardFooter>
      {intent ? <PlayDialog game={game} intent={intent} onClose={close} /> : null}
    </Card>
  )
}
