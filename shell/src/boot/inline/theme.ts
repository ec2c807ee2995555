/**
 * Inline in the page's <head> (bundled there at build time, see shell/build/inline-scripts.ts): the
 * right theme on the first paint, before any stylesheet or module runs. The app then keeps it in
 * step (`app/theme/watch-theme.ts`).
 */
import { applyTheme, DARK_QUERY } from '../../app/theme/apply-theme'
import { parseThemePreference, resolveTheme, THEME_STORAGE_KEY } from '../../store/theme-slice'
import { safeStorage } from '../../store/safe-storage'

export function applyStoredTheme(
  storage: () => Storage = () => window.localStorage,
  matchMedia: ((query: string) => MediaQueryList) | undefined = window.matchMedia?.bind(window),
  root: HTMLElement = document.documentElement,
): void {
  // Nothing stored, or storage blocked: the system's theme applies.
  const stored = safeStorage(storage).getItem(THEME_STORAGE_KEY)
  const systemPrefersDark = matchMedia !== undefined && matchMedia(DARK_QUERY).matches
  applyTheme(root, resolveTheme(parseThemePreference(stored), systemPrefersDark))
}
