import { THEME_KEY } from '../privacy/storage-registry'
import type { StateCreator } from 'zustand'

export const THEME_STORAGE_KEY = THEME_KEY
export const themePreferences = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof themePreferences)[number]
export type ResolvedTheme = 'light' | 'dark'

export function parseThemePreference(value: unknown): ThemePreference {
  return themePreferences.includes(value as ThemePreference) ? (value as ThemePreference) : 'system'
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

export interface ThemeSlice {
  themePreference: ThemePreference
  setThemePreference: (preference: ThemePreference) => void
}

export const createThemeSlice: StateCreator<ThemeSlice> = (set) => ({
  themePreference: 'system',
  setThemePreference: (preference) => set({ themePreference: preference }),
})
