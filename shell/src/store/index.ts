import { createStore, type StoreApi } from 'zustand'
import { createAgeSlice, type AgeSlice } from './age-slice'
import { createAnalyticsSlice, windowDataLayer, type AnalyticsSlice, type DataLayer } from './analytics-slice'
import { createFavouritesSlice, type FavouritesSlice } from './favourites-slice'
import { safeStorage, type KeyValueStorage } from './safe-storage'
import { createThemeSlice, type ThemeSlice } from './theme-slice'

export type AppState = ThemeSlice & FavouritesSlice & AgeSlice & AnalyticsSlice
export type AppStore = StoreApi<AppState>

export interface AppStoreDeps {
  storage?: KeyValueStorage
  dataLayer?: () => DataLayer
}

/**
 * The site's one store. The shell creates it once and hands it to every remote as a prop
 * (see README, Decisions: "One store, injected"); remotes never create their own in production.
 */
export function createAppStore({
  storage = safeStorage(),
  dataLayer = windowDataLayer,
}: AppStoreDeps = {}): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createThemeSlice(storage)(...args),
    ...createFavouritesSlice(storage)(...args),
    ...createAgeSlice(...args),
    ...createAnalyticsSlice(dataLayer)(...args),
  }))
}

export type { AnalyticsEvent } from './analytics-slice'
export type { ThemePreference, ResolvedTheme } from './theme-slice'
export { themePreferences, resolveTheme, parseThemePreference, THEME_STORAGE_KEY } from './theme-slice'
export { FAVOURITES_STORAGE_KEY } from './favourites-slice'
