import { canonicalPath } from '../contract/routes'
import { loadExposed } from '../remote/load-remote'

/** How long the first render may wait for the first page's remotes before showing "Loading...". */
const FIRST_RENDER_WAIT_MS = 1000

/** Client-side twin of the server's canonical redirect, for hosts that serve index.html for everything. */
export function canonicalizeLocation(): void {
  const canonical = canonicalPath(window.location.pathname)
  if (canonical !== window.location.pathname) {
    window.history.replaceState(null, '', canonical + window.location.search + window.location.hash)
  }
}

function firstRouteModules(pathname: string, search: string): Promise<unknown>[] {
  if (pathname === '/') {
    if (new URLSearchParams(search).get('s')?.trim()) return [loadExposed('categories', 'SearchResults')]
    return [
      loadExposed('home', 'HomePage'),
      loadExposed('categories', 'PopularGames'),
      loadExposed('faq', 'Faq'),
    ]
  }
  return [loadExposed('categories', 'CategoryPage'), loadExposed('faq', 'Faq')]
}

/**
 * Starts loading the first page's remotes and waits for them (bounded), so the first render is
 * the complete page rather than "Loading..." (and later, prerendered HTML is not replaced by it).
 */
export async function preloadFirstRoute(): Promise<void> {
  const { pathname, search } = window.location
  const loads = Promise.allSettled(firstRouteModules(pathname, search))
  await Promise.race([loads, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
}
