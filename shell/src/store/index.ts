import { createStore, type StoreApi } from 'zustand'
import { persist } from 'zustand/middleware'
import { createAgeSlice, type AgeSlice } from './age-slice'
import { createAnalyticsSlice, windowDataLayer, type AnalyticsSlice, type DataLayer } from './analytics-slice'
import { createFavouritesSlice, type FavouritesSlice } from './favourites-slice'
import { persistedKeys } from './persisted-keys'
import { safeStorage, type KeyValueStorage } from './safe-storage'
import { createThemeSlice, type ThemeSlice } from './theme-slice'
import type { EventStamp } from '../release/event-stamp'

export type AppState = ThemeSlice & FavouritesSlice & AgeSlice & AnalyticsSlice
export type AppStore = StoreApi<AppState>

export interface AppStoreDeps {
  storage?: KeyValueStorage
  dataLayer?: () => DataLayer
  /** The page's builds, which every event carries (see release/event-stamp.ts). */
  eventStamp?: EventStamp | Promise<EventStamp>
}

/**
 * The site's one store. The shell creates it once and hands it to every remote as a prop
 * (see README, Decisions: "One store, injected"); remotes never create their own in production.
 *
 * Its initial state is neutral (system theme, no favourites): that is what a composed page was
 * rendered with, and what hydration reads (`getInitialState`, which `persist` leaves at the state
 * before storage). What the visitor stored is applied right after, as the store is created, so React
 * renders it once hydration has matched the server's HTML.
 */
export function createAppStore({
  storage = safeStorage(),
  dataLayer = windowDataLayer,
  eventStamp,
}: AppStoreDeps = {}): AppStore {
  return createStore<AppState>()(
    persist(
      (...args) => ({
        ...createThemeSlice(...args),
        ...createFavouritesSlice(...args),
        ...createAgeSlice(...args),
        ...createAnalyticsSlice(dataLayer, eventStamp)(...args),
      }),
      {
        // Unused by `persistedKeys`, which keeps each value under its own key.
        name: 'pacanele',
        storage: persistedKeys(storage),
        partialize: ({ themePreference, favourites }) => ({ themePreference, favourites }),
      },
    ),
  )
}

export type { AnalyticsEvent } from '../contract'
export type { TrackedEvent } from './analytics-slice'
export type { ThemePreference, ResolvedTheme } from './theme-slice'
export { themePreferences, resolveTheme, parseThemePreference, THEME_STORAGE_KEY } from './theme-slice'
export { FAVOURITES_STORAGE_KEY } from './favourites-slice'
