import type { PersistStorage } from 'zustand/middleware'
import { FAVOURITES_STORAGE_KEY, parseFavourites } from './favourites-slice'
import type { KeyValueStorage } from './safe-storage'
import type { StorageKey } from '../privacy/storage-registry'
import { parseThemePreference, THEME_STORAGE_KEY, type ThemePreference } from './theme-slice'

export interface PersistedState {
  themePreference: ThemePreference
  favourites: string[]
}

/**
 * Storage for zustand's `persist` that keeps each value under its own key, as before `persist`: the
 * theme a plain string under `theme` (the inline no-flash script reads it before any module runs),
 * the favourites a JSON list. Both are parsed defensively, and a key is written only when its value
 * changed, so a visitor who never chose a theme keeps none stored.
 */
export function persistedKeys(storage: KeyValueStorage): PersistStorage<PersistedState> {
  const stored = new Map<StorageKey, string>()
  const write = (key: StorageKey, value: string) => {
    if (stored.get(key) === value) return
    stored.set(key, value)
    storage.setItem(key, value)
  }
  return {
    getItem: () => {
      const state: PersistedState = {
        themePreference: parseThemePreference(storage.getItem(THEME_STORAGE_KEY)),
        favourites: parseFavourites(storage.getItem(FAVOURITES_STORAGE_KEY)),
      }
      stored.set(THEME_STORAGE_KEY, state.themePreference)
      stored.set(FAVOURITES_STORAGE_KEY, JSON.stringify(state.favourites))
      return { state, version: 0 }
    },
    setItem: (_name, { state }) => {
      write(THEME_STORAGE_KEY, state.themePreference)
      write(FAVOURITES_STORAGE_KEY, JSON.stringify(state.favourites))
    },
    // Only `persist.clearStorage()` calls it, and the store's type does not offer `persist` to anyone.
    removeItem: () => undefined,
  }
}
