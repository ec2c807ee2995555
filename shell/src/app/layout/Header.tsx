import { Link } from 'react-router'
import { paths } from '../../contract/routes'
import { island } from '../islands/island'
import { FavouritesCounter } from './FavouritesCounter'
import { MainMenu } from './MainMenu'
import { SearchBox } from './SearchBox'
import { ThemeSwitch } from './ThemeSwitch'

/**
 * The header's controls, each an island (decision 0115): on the first screen, alive at the first idle
 * period or at once when touched; the theme switch and the favourites' count at once when they have
 * the visitor's own state to show, which the composed page cannot know.
 */
const MenuIsland = island('menu', MainMenu)
const SearchIsland = island('search', SearchBox)
const FavouritesIsland = island('favourites', FavouritesCounter, {
  shows: (state) => state.favourites.length,
})
const ThemeIsland = island('theme', ThemeSwitch, { shows: (state) => state.themePreference })

/**
 * Two rows on phones (logo, favourites, menu / search, theme), one row from lg up, placed by named
 * grid areas so each control has a fixed place; the spare column absorbs the rest. At 320 px the
 * controls keep their size and what gives way is the text: the site's name wraps onto two lines and
 * the search box narrows (`min-w-0`), so the page never scrolls sideways (WCAG 1.4.10).
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto grid max-w-6xl items-center gap-2 px-4 py-2 max-lg:grid-cols-[auto_minmax(0,1fr)_auto_auto] max-lg:[grid-template-areas:'logo_._fav_menu'_'search_search_theme_theme'] lg:grid-cols-[auto_auto_minmax(0,20rem)_minmax(0,1fr)_auto_auto] lg:[grid-template-areas:'logo_menu_search_._fav_theme']">
        <Link
          to={paths.home}
          className="flex items-center gap-1.5 rounded-md leading-tight font-extrabold [grid-area:logo] max-sm:text-[0.9375rem] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none sm:text-lg"
          // The name starts with the visible text, as speech input expects ("click Păcănele Online").
          aria-label="Păcănele Online, prima pagină"
        >
          {/* The mark is drawn by CSS, not written: it is not part of the link's visible text. */}
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-md bg-primary font-black text-primary-foreground before:content-['7']"
          />
          <span>Păcănele Online</span>
        </Link>
        <div className="justify-self-end [grid-area:menu]">
          <MenuIsland />
        </div>
        <div className="min-w-0 [grid-area:search]">
          <SearchIsland />
        </div>
        <div className="justify-self-end [grid-area:fav]">
          <FavouritesIsland />
        </div>
        <div className="justify-self-end [grid-area:theme]">
          <ThemeIsland />
        </div>
      </div>
    </header>
  )
}
