import { DialogDescription, DialogHeader, DialogTitle } from 'shell/ui/dialog'
import type { Game } from '../../catalogue'
import { GameFacts } from './GameFacts'
import { HouseGameOffer } from '../house-game-listing/HouseGameOffer'

export function GameDetails({ game }: { game: Game }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{game.title}</DialogTitle>
        <DialogDescription>{game.provider}</DialogDescription>
      </DialogHeader>
      <p>{game.description}</p>
      <section aria-labelledby="joc-functii">
        <h3 id="joc-functii" className="mb-1 font-semibold">
          Funcții
        </h3>
        <ul className="list-inside list-disc text-sm">
          {game.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <GameFacts game={game} />
      <GameDemo game={game} />
    </>
  )
}

function GameDemo({ game }: { game: Game }) {
  if (game.demoUrl) {
    return (
      <iframe
        src={game.demoUrl}
        title={`Demo ${game.title}`}
        className="aspect-video w-full rounded-md border"
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    )
  }
  return <HouseGameOffer game={game} />
}
