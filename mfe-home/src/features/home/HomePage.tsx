import type { ReactNode } from 'react'
import type { CatalogueCounts } from 'shell/contract'
import { Hero } from './Hero'
import { HomeMeta } from './HomeMeta'
import { IntroArticle } from './IntroArticle'
import { PopularCategories } from './PopularCategories'
import { PopularGamesSection } from './PopularGamesSection'

export interface HomePageContentProps {
  /** Game cards from mfe-categories, composed in by the shell. */
  popularGames: ReactNode
  /** The FAQ section from mfe-faq, composed in by the shell. */
  faq: ReactNode
  /**
   * The true counts, from mfe-categories. A shell older than contract 1.1 passes none: the tiles
   * then show no figure rather than an invented one.
   */
  counts: CatalogueCounts | undefined
}

/** The home page, in order: hero, categories, popular games, article, FAQ. */
export function HomePage({ popularGames, faq, counts }: HomePageContentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-home">
      <HomeMeta />
      <Hero catalogueCount={counts?.catalogue} />
      <PopularCategories counts={counts?.categories} />
      <PopularGamesSection>{popularGames}</PopularGamesSection>
      <IntroArticle />
      <div className="mt-14">{faq}</div>
    </div>
  )
}
