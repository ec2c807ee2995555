import { createStore, type StoreApi } from 'zustand'
import { createAgeSlice, type AgeSlice } from './age-slice'
import { createAnalyticsSlice, windowDataLayer, type AnalyticsSlice, type DataLayer } from './analytics-slice'
import {
  createFavouritesSlice,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  type FavouritesSlice,
} from './favourites-slice'
import { safeStorage, type KeyValueStorage } from './safe-storage'
import { createThemeSlice, parseThemePreference, THEME_STORAGE_KEY, type ThemeSlice } from './theme-slice'

export type AppState = ThemeSlice & FavouritesSlice & AgeSlice & AnalyticsSlice
export type AppStore = StoreApi<AppState>

export interface AppStoreDeps {
  storage?: KeyValueStorage
  dataLayer?: () => DataLayer
}

/**
 * The site's one store. The shell creates it once and hands it to every remote as a prop
 * (see README, Decisions: "One store, injected"); remotes never create their own in production.
 *
 * Its initial state is neutral (system theme, no favourites): that is what a composed page was
 * rendered with, and what hydration reads (`getInitialState`). What the visitor stored is applied
 * right after, so React renders it once hydration has matched the server's HTML.
 */
export function createAppStore({
  storage = safeStorage(),
  dataLayer = windowDataLayer,
}: AppStoreDeps = {}): AppStore {
  const store = createStore<AppState>()((...args) => ({
    ...createThemeSlice(storage)(...args),
    ...createFavouritesSlice(storage)(...args),
    ...createAgeSlice(...args),
    ...createAnalyticsSlice(dataLayer)(...args),
  }))
  store.setState({
    themePreference: parseThemePreference(storage.getItem(THEME_STORAGE_KEY)),
    favourites: parseFavourites(storage.getItem(FAVOURITES_STORAGE_KEY)),
  })
  return store
}

export type { AnalyticsEvent } from '../contract'
export type { ThemePreference, ResolvedTheme } from './theme-slice'
export { themePreferences, resolveTheme, parseThemePreference, THEME_STORAGE_KEY } from './theme-slice'
export { FAVOURITES_STORAGE_KEY } from './favourites-slice'
