import { NavLink } from 'react-router-dom'
import { menuLinks } from '../../contract/routes'

export function MainMenu() {
  return (
    <nav aria-label="Meniu principal">
      <details className="relative">
        <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-semibold hover:bg-accent">
          Menu
        </summary>
        <ul className="absolute left-0 z-50 mt-1 w-60 rounded-md border bg-background p-1 shadow-lg">
          {menuLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="block rounded px-3 py-2 text-sm hover:bg-accent">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}
