import { Link } from 'react-router-dom'
import { paths } from '../../contract/routes'
import { FavouritesCounter } from './FavouritesCounter'
import { MainMenu } from './MainMenu'
import { SearchBox } from './SearchBox'
import { ThemeSwitch } from './ThemeSwitch'

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-lg font-extrabold"
          aria-label="Păcănele Online, prima pagină"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground"
          >
            7
          </span>
          <span>Păcănele Online</span>
        </Link>
        <MainMenu />
        <div className="ml-auto flex items-center gap-2">
          <FavouritesCounter />
          <ThemeSwitch />
        </div>
        <SearchBox />
      </div>
    </header>
  )
}
