import { useMemo } from 'react'
import { paths } from 'shell/routes'
import { AGE } from 'shell/lib/responsible-gambling'
import { PageMeta } from 'shell/ui/page-meta'
import { catalogue, gameBySlug, type Game } from '../../catalogue'
import { categories, categoriesOf } from '../../catalogue/categories'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { RelatedCategories } from '../../components/RelatedCategories'
import { GameGrid } from '../game-list/GameGrid'
import { PlayersCount } from '../game-list/PlayersCount'
import { GameImage } from '../cover-art/GameImage'
import { RatingStars } from '../game-list/RatingStars'
import { GameActions } from './GameActions'
import { GameFactsTable } from './GameFactsTable'
import { gamePageDescription, gamePageTitle, mainCategory } from './game-meta'
import { GameNotFound } from '../../components/GameNotFound'
import { similarGames } from './similar'
import { useScrollToTopOnNewPage } from '../../hooks/useScrollToTopOnNewPage'

export function GamePage({ slug }: { slug: string }) {
  const game = gameBySlug(slug)
  useScrollToTopOnNewPage(slug)
  if (!game) return <GameNotFound slug={slug} />
  return <GameDetailsPage game={game} />
}

function GameDetailsPage({ game }: { game: Game }) {
  const similar = useMemo(() => similarGames(game, catalogue), [game])
  const inCategories = useMemo(() => categoriesOf(game), [game])
  const main = mainCategory(game)
  const path = paths.game(game.slug)
  return (
    <article className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-categories" data-game={game.id}>
      <PageMeta title={gamePageTitle(game)} description={gamePageDescription(game)} path={path} />
      <Breadcrumbs
        trail={[
          { label: categories[main].h1, path: paths.category(main) },
          { label: game.title, path },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <GameImage game={game} loading="eager" className="rounded-xl border" />
        <div className="flex flex-col gap-4">
          <header>
            <h1 className="text-3xl font-bold sm:text-4xl">{game.title}</h1>
            <p className="mt-1 text-lg text-muted-foreground">{game.provider}</p>
          </header>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <RatingStars rating={game.rating} />
            <PlayersCount players={game.players} />
          </div>
          <p className="text-lg">{game.description}</p>
          <GameActions game={game} />
          <p className="text-sm text-muted-foreground">
            {AGE.adultsOnly} Pe bani reali se joacă legal doar la operatorii licențiați ONJN.
          </p>
        </div>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="cum-se-joaca">
          <h2 id="cum-se-joaca" className="text-2xl font-bold">
            Cum se joacă {game.title}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed" data-testid="game-about">
            {game.about.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="date-joc">
          <h2 id="date-joc" className="text-2xl font-bold">
            Date despre joc
          </h2>
          <div className="mt-3 rounded-xl border bg-card px-4 text-card-foreground">
            <GameFactsTable game={game} />
          </div>
        </section>
      </div>
      {similar.length > 0 ? (
        <section aria-labelledby="jocuri-asemanatoare" className="mt-10">
          <h2 id="jocuri-asemanatoare" className="mb-4 text-2xl font-bold">
            Jocuri asemănătoare
          </h2>
          <GameGrid games={similar} label={`Jocuri asemănătoare cu ${game.title}`} />
        </section>
      ) : null}
      <RelatedCategories slugs={inCategories} heading="În categoriile" id="categoriile-jocului" />
    </article>
  )
}
