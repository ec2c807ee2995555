/**
 * The site's paths table: every route of the site, in menu order. The shell's router, the
 * navigation, the footer, the sitemap and the static server's list of known paths all read it.
 */
export const categoryRoutes = [
  { slug: 'pacanele-online', menuLabel: 'Păcănele Online' },
  { slug: 'sloturi-online', menuLabel: 'Sloturi Online' },
  { slug: 'jocuri-slot-online', menuLabel: 'Jocuri Slot Online' },
  { slug: 'cazino-online-sloturi', menuLabel: 'Cazino Online' },
  { slug: 'sloturi-cu-bonus', menuLabel: 'Sloturi cu Bonus' },
  { slug: 'sloturi-gratis', menuLabel: 'Sloturi Gratis' },
  { slug: 'pacanele-gratis', menuLabel: 'Păcănele Gratis' },
  { slug: 'book-of-ra-online', menuLabel: 'Book of Ra' },
  { slug: 'sweet-bonanza-online', menuLabel: 'Sweet Bonanza' },
  { slug: 'egt-slots-online', menuLabel: 'EGT Slots' },
] as const

export type CategorySlug = (typeof categoryRoutes)[number]['slug']

/** A category's label wherever the site names it (menu, footer, related categories). */
export function categoryLabel(slug: CategorySlug): string {
  return categoryRoutes.find((route) => route.slug === slug)!.menuLabel
}

/** The longest search text the site takes; longer text is cut (no title or feature comes near it). */
export const MAX_SEARCH_LENGTH = 100

/** Where game pages live: /joc/<game-slug>. */
export const GAME_PATH_PREFIX = '/joc/'

/** Where the site's own free games are played: /joc-gratis/<slug>. */
export const HOUSE_GAME_PATH_PREFIX = '/joc-gratis/'

export const paths = {
  home: '/',
  category: (slug: CategorySlug) => `/${slug}` as const,
  search: (query: string) => `/?${new URLSearchParams({ s: query })}`,
  /** A game's own page; the slugs live in mfe-categories' catalogue. */
  game: (slug: string) => `${GAME_PATH_PREFIX}${slug}` as const,
  /** A house game's page, where it is played; the games live in mfe-categories. */
  houseGame: (slug: string) => `${HOUSE_GAME_PATH_PREFIX}${slug}` as const,
  /** What the site keeps and sends, and how to change one's choice: the shell's own page. */
  privacy: '/confidentialitate',
} as const

/** Old addresses that answer with a permanent redirect. */
export const permanentRedirects: Readonly<Record<string, string>> = {
  '/sloturi-bonus': paths.category('sloturi-cu-bonus'),
}

export const menuLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: paths.home, label: 'Acasă' },
  ...categoryRoutes.map((route) => ({ to: paths.category(route.slug), label: route.menuLabel })),
]

/** Every path that renders a page (status 200). */
export const knownPaths: readonly string[] = [
  paths.home,
  ...categoryRoutes.map((r) => paths.category(r.slug)),
  paths.privacy,
]

export function isCategorySlug(value: string): value is CategorySlug {
  return categoryRoutes.some((route) => route.slug === value)
}

/**
 * The canonical form of a path: lowercase, no trailing slash, no repeated slashes, old
 * addresses mapped to their new ones. Returns the input unchanged when it is already canonical.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  const lower = path.toLowerCase()
  if (knownPaths.includes(lower) || lower in permanentRedirects) path = lower
  return permanentRedirects[path] ?? path
}

/** The query a category page reads: one parameter per thing a visitor can change. */
export const CATEGORY_PARAMS = {
  provider: 'furnizor',
  feature: 'functie',
  sort: 'ordine',
  query: 'cauta',
  page: 'pagina',
} as const

/** The home page's search parameter: `/?s=…` shows search results. */
export const SEARCH_PARAM = 's'

/** The query parameters a path's page reads; any other parameter (utm_*, gclid, fbclid…) changes nothing. */
export function readParams(pathname: string): readonly string[] {
  if (pathname === paths.home) return [SEARCH_PARAM]
  if (isCategorySlug(pathname.slice(1))) return Object.values(CATEGORY_PARAMS)
  return []
}

/**
 * The part of a URL's query that shapes its page, in one canonical form: the parameters the page
 * reads, in a fixed order, blank ones left out. `''` means the page as composed without a query, so
 * an ad's or a share's tracking parameters still get the composed page.
 */
export function pageQuery(pathname: string, search: string): string {
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of readParams(pathname)) {
    const value = given.get(name)
    if (value !== null && value.trim() !== '') kept.set(name, value)
  }
  return kept.toString()
}

/**
 * A page's address as analytics keeps it: its origin, its path and only the parameters its page reads
 * (`readParams`), in `pageQuery`'s form; tracking parameters (utm_*, gclid, fbclid…) and the fragment
 * are left out. Null for text that is not an absolute address.
 */
export function keptLocation(href: string): string | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.origin === 'null') return null
  return url.origin + pageKey(url.pathname, pageQuery(url.pathname, url.search))
}

/** The key a composed page is filed under: its path, plus the query it was composed with. */
export function pageKey(pathname: string, query: string): string {
  return query === '' ? pathname : `${pathname}?${query}`
}
