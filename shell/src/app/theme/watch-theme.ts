import { resolveTheme, type AppStore } from '../../store'
import { applyTheme, DARK_QUERY } from './apply-theme'

/**
 * Keeps <html class="dark"> in step with the stored preference and the system setting, including
 * live changes of either. The page's inline theme script (`boot/inline/theme.ts`) sets it before the
 * first paint.
 */
export function watchTheme(store: AppStore, root: HTMLElement = document.documentElement): () => void {
  const media = window.matchMedia(DARK_QUERY)
  const apply = () => {
    applyTheme(root, resolveTheme(store.getState().themePreference, media.matches))
  }
  apply()
  media.addEventListener('change', apply)
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.themePreference !== previous.themePreference) apply()
  })
  return () => {
    media.removeEventListener('change', apply)
    unsubscribe()
  }
}
