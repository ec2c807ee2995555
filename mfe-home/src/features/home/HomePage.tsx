import type { ReactNode } from 'react'
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
}

/** The home page, top to bottom: hero, categories, popular games, article, FAQ. */
export function HomePage({ popularGames, faq }: HomePageContentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-home">
      <HomeMeta />
      <Hero />
      <PopularCategories />
      <PopularGamesSection>{popularGames}</PopularGamesSection>
      <IntroArticle />
      <div className="mt-14">{faq}</div>
    </div>
  )
}
