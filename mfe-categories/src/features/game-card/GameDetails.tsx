import { DialogDescription, DialogHeader, DialogTitle } from 'shell/ui/dialog'
import type { Game } from '../../catalogue'
import { GameFacts } from './GameFacts'

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
  return (
    <div role="status" className="rounded-md border border-dashed bg-muted p-4 text-sm">
      <p className="font-semibold">Demo indisponibil</p>
      <p className="mt-1 text-muted-foreground">
        {game.hasFreeDemo
          ? `Furnizorul ${game.provider} publică o versiune demo a jocului, dar nu o putem afișa aici. O găsești în modul de joc gratuit al cazinourilor licențiate ONJN.`
          : 'Pentru acest joc nu avem o versiune demo.'}
      </p>
    </div>
  )
}
