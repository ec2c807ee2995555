import { AGE } from 'shell/lib/responsible-gambling'
import { cn } from 'shell/lib/cn'
import { categoryLabel, paths } from 'shell/routes'
import { JsonLd } from 'shell/ui/json-ld'
import { PageMeta } from 'shell/ui/page-meta'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { RelatedCategories } from '../../../components/RelatedCategories'
import { GameNotFound } from '../../../components/GameNotFound'
import { useScrollToTopOnNewPage } from '../../../hooks/useScrollToTopOnNewPage'
import type { HouseGame as GameData } from '../engine/types'
import { houseGameById } from '../games/all'
import type { MathSheet } from '../sheets/types'
import { mathSheets } from '../sheets/all'
import { credits } from '../ui/format'
import { HouseGame } from '../ui/HouseGame'
import { HowItWorks } from './HowItWorks'
import { houseGameJsonLd, houseGamePageDescription, houseGamePageTitle } from './house-game-meta'
import { OtherHouseGames } from './OtherHouseGames'
import { ResponsiblePlayNote } from './ResponsiblePlayNote'
import { StudioGamesLike } from './StudioGamesLike'

/** /joc-gratis/<slug>: one of the site's own games, played here with virtual credits. */
export function HouseGamePage({ slug }: { slug: string }) {
  const game = houseGameById(slug)
  useScrollToTopOnNewPage(slug)
  if (!game) return <GameNotFound slug={slug} />
  return <HouseGameDetails game={game} sheet={mathSheets[game.id]!} />
}

/** Where a house game's breadcrumbs lead back to: the free-play page that lists it first. */
const FREE_PLAY_PAGE = 'pacanele-gratis'
const FREE_PLAY_PAGES = ['pacanele-gratis', 'sloturi-gratis'] as const

function HouseGameDetails({ game, sheet }: { game: GameData; sheet: MathSheet }) {
  const path = paths.houseGame(game.id)
  return (
    <article
      className="mx-auto max-w-4xl px-4 py-8"
      data-remote="mfe-categories"
      data-house-game-page={game.id}
    >
      <PageMeta
        title={houseGamePageTitle(game)}
        description={houseGamePageDescription(game, sheet)}
        path={path}
      />
      <JsonLd data={houseGameJsonLd(game)} />
      <Breadcrumbs
        trail={[
          { label: categoryLabel(FREE_PLAY_PAGE), path: paths.category(FREE_PLAY_PAGE) },
          { label: game.name, path },
        ]}
      />
      <header>
        <p className="text-sm font-semibold text-primary">Joc gratuit al site-ului</p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{game.name}</h1>
        <p className="mt-3 text-lg">{game.description}</p>
        <p className="mt-2 text-muted-foreground">
          Pornești cu {credits(game.startingCredits)} virtuale, pe care le poți reseta oricând. Nu se cumpără
          nimic, nu se câștigă nimic și creditele nu se pot schimba pe bani. {AGE.adultsOnly}
        </p>
      </header>
      {/* Narrow enough that the reels and the spin button fit one desktop screen. The hidden heading
          keeps the outline in order for the session panel's own; the game names its region. */}
      <div className={cn('mx-auto mt-6 grid w-full gap-4', game.reels.length > 3 ? 'max-w-2xl' : 'max-w-lg')}>
        <h2 id="joaca-jocul" className="sr-only">
          Joacă {game.name}
        </h2>
        <HouseGame game={game} />
        <ResponsiblePlayNote />
      </div>
      <HowItWorks game={game} sheet={sheet} />
      <OtherHouseGames current={game.id} />
      <StudioGamesLike volatility={game.volatility} />
      <RelatedCategories slugs={FREE_PLAY_PAGES} heading="Toate jocurile gratis" id="toate-jocurile-gratis" />
    </article>
  )
}
