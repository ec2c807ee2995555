import { storageKeys } from '../privacy/storage-registry'
import type { StateCreator } from 'zustand'

export const FAVOURITES_STORAGE_KEY = storageKeys.favourites.key
const MAX_FAVOURITES = 500
const MAX_ID_LENGTH = 100

/** Keeps only well-formed game ids from whatever storage held; garbage becomes an empty list. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const ids = value.filter(
    (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH,
  )
  return [...new Set(ids)].slice(0, MAX_FAVOURITES)
}

export interface FavouritesSlice {
  favourites: string[]
  toggleFavourite: (gameId: string) => void
  clearFavourites: () => void
}

export const createFavouritesSlice: StateCreator<FavouritesSlice> = (set, get) => ({
  favourites: [],
  toggleFavourite: (gameId) => {
    const current = get().favourites
    const favourites = current.includes(gameId)
      ? current.filter((id) => id !== gameId)
      : [...current, gameId].slice(-MAX_FAVOURITES)
    set({ favourites })
  },
  clearFavourites: () => set({ favourites: [] }),
})
