import type { ComponentType, ReactNode } from 'react'
import type { AppStore } from '../store'
import type { CategorySlug } from './routes'

/**
 * The contract between the shell and its remotes. Bump the major when a change breaks a remote
 * built against the previous one; the shell refuses a remote whose major differs.
 */
export const CONTRACT_VERSION = '1.1.0'

/** Every exposed component receives the shell's store; ownership of state stays with the shell. */
export interface RemoteProps {
  store: AppStore
}

export interface HomePageProps extends RemoteProps {
  /** The popular-games section, rendered by mfe-categories and composed in by the shell. */
  popularGames: ReactNode
  /** The FAQ section, rendered by mfe-faq and composed in by the shell. */
  faq: ReactNode
  /** The true counts for the hero and the category tiles, rendered by mfe-categories. */
  counts: CatalogueCounts
}

/**
 * Counts owned by the catalogue ("46 de jocuri"), each a `GameCount` of mfe-categories: the number of
 * games (or, for Sloturi cu Bonus, offers) the linked page really lists.
 */
export interface CatalogueCounts {
  /** Every game of the catalogue. */
  catalogue: ReactNode
  categories: Record<CategorySlug, ReactNode>
}

export interface CategoryPageProps extends RemoteProps {
  slug: CategorySlug
  faq: ReactNode
}

export interface SearchResultsProps extends RemoteProps {
  query: string
}

export type PopularGamesProps = RemoteProps

export interface GamePageProps extends RemoteProps {
  /** From the address /joc/<slug>; an unknown one renders the not-found view. */
  slug: string
}

export interface GameCountProps extends RemoteProps {
  /** The page whose list is counted; without it, the whole catalogue. */
  slug?: CategorySlug
}

/** Which FAQ to show: the home page's or a category's. */
export type FaqTopic = 'home' | CategorySlug

export interface FaqProps extends RemoteProps {
  topic: FaqTopic
}

/**
 * What an exposed module exports. What a remote was built against (contract and shared package
 * versions) is not declared here but in the `./meta` module the build adds to every remote.
 */
export interface ExposedModule<Props> {
  default: ComponentType<Props>
}

/** Every exposed module of every remote, with its props: the shell loads remotes only through this. */
export interface RemoteModules {
  home: { HomePage: HomePageProps }
  categories: {
    CategoryPage: CategoryPageProps
    SearchResults: SearchResultsProps
    PopularGames: PopularGamesProps
    GamePage: GamePageProps
    GameCount: GameCountProps
  }
  faq: { Faq: FaqProps }
}
