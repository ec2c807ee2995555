import { resolveTheme, type AppStore } from '../../store'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * Keeps <html class="dark"> in step with the stored preference and the system setting, including
 * live changes of either. index.html's inline script does the same before first paint.
 */
export function watchTheme(store: AppStore, root: HTMLElement = document.documentElement): () => void {
  const media = window.matchMedia(DARK_QUERY)
  const apply = () => {
    const theme = resolveTheme(store.getState().themePreference, media.matches)
    root.classList.toggle('dark', theme === 'dark')
    root.style.colorScheme = theme
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
