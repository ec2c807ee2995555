import type { ResolvedTheme } from '../../store'

export const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The page's colours follow `<html class="dark">`; native controls follow `color-scheme`. */
export function applyTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}
