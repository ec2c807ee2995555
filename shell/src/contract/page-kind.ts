import { GAME_PATH_PREFIX, HOUSE_GAME_PATH_PREFIX, isCategorySlug, paths, SEARCH_PARAM } from './routes'

/**
 * What kind of page a visitor saw, read from the route table: analytics events carry it, and the
 * collector keeps it instead of the address (a kind says which code served the page, not whom).
 */
export const PAGE_KINDS = [
  'home',
  'search',
  'category',
  'game',
  'house-game',
  'privacy',
  'not-found',
] as const

export type PageKind = (typeof PAGE_KINDS)[number]

export function pageKind(pathname: string, search = ''): PageKind {
  if (pathname === paths.home)
    return new URLSearchParams(search).get(SEARCH_PARAM)?.trim() ? 'search' : 'home'
  if (pathname === paths.privacy) return 'privacy'
  if (isCategorySlug(pathname.slice(1))) return 'category'
  const slug = (prefix: string) => pathname.startsWith(prefix) && pathname.length > prefix.length
  if (slug(GAME_PATH_PREFIX)) return 'game'
  if (slug(HOUSE_GAME_PATH_PREFIX)) return 'house-game'
  return 'not-found'
}
