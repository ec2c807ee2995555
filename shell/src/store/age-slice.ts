import type { StateCreator } from 'zustand'

/** The "Am peste 18 ani" confirmation: asked once, remembered for the visit (not persisted). */
export interface AgeSlice {
  ageConfirmed: boolean
  confirmAge: () => void
}

export const createAgeSlice: StateCreator<AgeSlice> = (set) => ({
  ageConfirmed: false,
  confirmAge: () => set({ ageConfirmed: true }),
})
