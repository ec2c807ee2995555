import { useState } from 'react'
import { Badge } from 'shell/ui/badge'
import { Button } from 'shell/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from 'shell/ui/card'
import { useAppStore } from 'shell/store/react'
import type { Game } from '../../catalogue'
import { formatPlayers } from '../../lib/game-format'
import { FavouriteButton } from './FavouriteButton'
import { GameImage } from './GameImage'
import { PlayDialog, type PlayIntent } from './PlayDialog'
import { RatingStars } from './RatingStars'

/** A card stays scannable: at most three features on it; the dialog shows them all. */
export const MAX_CARD_FEATURES = 3

export function gameAnchor(gameId: string): string {
  return `joc-${gameId}`
}

/** The one game card of the product: home, category pages and search all render this. */
export function GameCard({ game, emphasiseFree = false }: { game: Game; emphasiseFree?: boolean }) {
  const [intent, setIntent] = useState<PlayIntent | null>(null)
  const track = useAppStore((state) => state.track)

  function play(kind: PlayIntent) {
    track({ event: kind === 'free' ? 'play_free_click' : 'play_real_click', gameId: game.id })
    setIntent(kind)
  }

  return (
    <Card
      id={gameAnchor(game.id)}
      data-testid="game-card"
      data-game-id={game.id}
      className="relative flex h-full flex-col"
    >
      <GameImage title={game.title} imageUrl={game.imageUrl} />
      <FavouriteButton gameId={game.id} className="absolute right-2 top-2 bg-background/90" />
      <CardHeader>
        <CardTitle>{game.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{game.provider}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RatingStars rating={game.rating} />
          <p className="text-sm text-muted-foreground">{formatPlayers(game.players)}</p>
        </div>
        <ul aria-label="Funcții" className="flex flex-wrap gap-1">
          {game.features.slice(0, MAX_CARD_FEATURES).map((feature) => (
            <li key={feature}>
              <Badge variant="secondary">{feature}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto flex-col items-stretch">
        <Button type="button" size={emphasiseFree ? 'lg' : 'default'} onClick={() => play('free')}>
          Joacă Gratis
        </Button>
        <Button type="button" variant="outline" onClick={() => play('real')}>
          Joacă pe Bani Reali
        </Button>
      </CardFooter>
      <PlayDialog game={game} intent={intent} onClose={() => setIntent(null)} />
    </Card>
  )
}
