import type { ComponentType, ReactNode } from 'react'
import type { StoreApi } from 'zustand'
import type { CategorySlug } from './routes'

/**
 * The contract between the shell and its remotes. Bump the major when a change breaks a remote
 * built against the previous one (a prop, store member or module removed or changed); the shell
 * refuses a remote whose major differs. An addition a remote may ignore is a minor.
 * `store-surface.test.ts` holds the store surface of each version.
 */
export const CONTRACT_VERSION = '2.1.0'

/** Events pushed to `window.dataLayer`, the Google Tag Manager convention. */
export type AnalyticsEvent =
  | { event: 'page_view'; path: string; title: string; location: string }
  | { event: 'play_free_click'; gameId: string }
  | { event: 'play_real_click'; gameId: string }
  | { event: 'search'; query: string; results: number }
  | { event: 'faq_open'; topic: string; questionId: string }
  | { event: 'favourite_toggle'; gameId: string; favourite: boolean }
  | { event: 'remote_error'; remote: string; module: string; reason: string }

/** The store's state that remotes read. */
export interface RemoteStateSlices {
  /** Ids of the visitor's favourite games, oldest first. */
  favourites: readonly string[]
  /** "Am peste 18 ani" was answered during this visit. */
  ageConfirmed: boolean
}

/** The store's actions that remotes call; the shell owns every other change. */
export interface RemoteActions {
  toggleFavourite: (gameId: string) => void
  confirmAge: () => void
  track: (event: AnalyticsEvent) => void
}

/** What a remote's selectors receive; nothing in it is for a remote to assign. */
export type RemoteState = Readonly<RemoteStateSlices & RemoteActions>

/**
 * What a remote receives of the shell's store: it reads and subscribes (what zustand's `useStore`
 * needs) and changes state only through `RemoteActions`. No `setState`: a remote that wrote the
 * shell's state directly would bypass the shell's rules (storage, limits) and tie itself to the
 * shell's internal shape.
 */
export type RemoteStore = Pick<StoreApi<RemoteState>, 'getState' | 'getInitialState' | 'subscribe'>

/** The members of `RemoteState` by name: the shell hands remotes exactly these, nothing else. */
export const remoteStoreKeys = {
  state: ['favourites', 'ageConfirmed'],
  actions: ['toggleFavourite', 'confirmAge', 'track'],
} as const satisfies {
  state: readonly (keyof RemoteStateSlices)[]
  actions: readonly (keyof RemoteActions)[]
}

/** `true` when `Listed` names every member of `All`, else the missing names (a type error where used). */
type ListsAll<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>
type Assert<T extends true> = T
type _EveryStateKeyListed = Assert<ListsAll<keyof RemoteStateSlices, (typeof remoteStoreKeys.state)[number]>>
type _EveryActionListed = Assert<ListsAll<keyof RemoteActions, (typeof remoteStoreKeys.actions)[number]>>

/** Every exposed component receives the shell's store, narrowed; ownership of state stays with the shell. */
export interface RemoteProps {
  store: RemoteStore
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

export interface HouseGamePageProps extends RemoteProps {
  /** From the address /joc-gratis/<slug>; an unknown one renders the not-found view. */
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
    HouseGamePage: HouseGamePageProps
  }
  faq: { Faq: FaqProps }
}

export type RemoteName = keyof RemoteModules
export type ExposedName<K extends RemoteName> = keyof RemoteModules[K] & string

/**
 * Every remote's exposed modules by name, in the order its build lists them. The build exposes
 * exactly these (`federation/apps.ts`), so an entry missing here or not in `RemoteModules` is a
 * type error rather than a module the shell asks for and the remote never built.
 */
export const exposedModules = {
  home: ['HomePage'],
  categories: ['CategoryPage', 'SearchResults', 'PopularGames', 'GamePage', 'GameCount', 'HouseGamePage'],
  faq: ['Faq'],
} as const satisfies { [K in RemoteName]: readonly ExposedName<K>[] }

/**
 * Exposed modules whose composed HTML is the whole of them: no handler, no state, nothing that changes
 * in the browser. A composed page leaves them as its server HTML and neither preloads nor loads their
 * code (`compose/compose-page.ts`, `remote/composed-hydration.ts`), unless the page's address changes
 * under them (React can then update them only once hydrated). A module that gains a handler leaves
 * this list, or the handler never runs on a composed page.
 */
export const staticModules: { [K in RemoteName]?: readonly ExposedName<K>[] } = {
  categories: ['GameCount'],
}

export function isStaticModule(remote: RemoteName, module: string): boolean {
  return (staticModules[remote] as readonly string[] | undefined)?.includes(module) ?? false
}

/**
 * Exposed modules with no handler of their own that lay out parts of other remotes, which the shell
 * composes into them (the home page holds the popular games and the FAQ). Their code is worth running
 * only for those parts: a composed page hydrates one when the first part inside it that is not static
 * is wanted, not when the browser is idle for its own sake (`remote/composed-hydration.ts`). A module
 * that gains a handler of its own leaves this list, or the handler waits for the parts inside it.
 */
export const layoutModules: { [K in RemoteName]?: readonly ExposedName<K>[] } = {
  home: ['HomePage'],
}

export function isLayoutModule(remote: RemoteName, module: string): boolean {
  return (layoutModules[remote] as readonly string[] | undefined)?.includes(module) ?? false
}

/**
 * Exposed modules whose composed HTML serves a visitor until they reach for one of its controls: the
 * list's cards and page links are links, its filters a form, a game page's play links are links. A
 * composed page runs their code only when the visitor touches the part (a tap meanwhile kept and
 * replayed) or the address changes under it, never at idle or on coming near
 * (`remote/composed-hydration.ts`): a visitor who reads and follows links runs none of it. Their HTML
 * is all of them only for the state it was composed with, so a part waits for its cue like any other
 * when the page loads another build (a canary) or the visitor's state differs from the neutral one
 * (`storedStateShows`: favourites to mark). A module that starts work of its own on mount (a timer, a
 * measurement) leaves this list, or that work waits for a touch.
 */
export const touchModules: { [K in RemoteName]?: readonly ExposedName<K>[] } = {
  categories: ['CategoryPage', 'GamePage', 'HouseGamePage'],
}

export function isTouchModule(remote: RemoteName, module: string): boolean {
  return (touchModules[remote] as readonly string[] | undefined)?.includes(module) ?? false
}

/**
 * Marks the element of a part whose Space and Enter do something of their own (a house game, where
 * they spin): a press made on it, outside its buttons and fields, before the part is live is kept by
 * the page's early-event script and pressed again once it is (`boot/inline/early-events.ts`), as a
 * tap on a button is. A shell without that script ignores the mark.
 */
export const KEEPS_EARLY_KEYS = 'data-keeps-early-keys'

/** The keys a part marked `KEEPS_EARLY_KEYS` answers: the part's own handler and the early-event script. */
export const EARLY_KEPT_KEYS: readonly string[] = [' ', 'Enter']

/**
 * Whether the visitor's state differs from the neutral state a composed page was rendered with (no
 * favourites, age not confirmed): the part's server HTML then does not show it until it hydrates.
 */
export function storedStateShows(store: RemoteStore): boolean {
  const [now, composed] = [store.getState(), store.getInitialState()]
  // Plain data (ids, flags): equal when written out alike.
  return remoteStoreKeys.state.some((key) => JSON.stringify(now[key]) !== JSON.stringify(composed[key]))
}

type _EveryModuleExposed = Assert<
  { [K in RemoteName]: ListsAll<ExposedName<K>, (typeof exposedModules)[K][number]> }[RemoteName]
>
