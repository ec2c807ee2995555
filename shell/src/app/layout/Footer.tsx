import { Link } from 'react-router-dom'
import { categoryRoutes, paths } from '../../contract/routes'

export function Footer() {
  return (
    <footer className="mt-12 border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
        <section aria-labelledby="joc-responsabil">
          <h2 id="joc-responsabil" className="flex items-center gap-2 font-bold">
            <span className="grid size-9 place-items-center rounded-full border-2 border-primary text-sm font-extrabold text-primary">
              18+
            </span>
            Joc responsabil
          </h2>
          <p className="mt-3 text-sm">Jocurile de noroc pot crea dependență. Joacă responsabil.</p>
          <p className="mt-2 text-sm">
            <a className="underline" href="https://onjn.gov.ro" rel="noopener noreferrer" target="_blank">
              ONJN – Oficiul Național pentru Jocuri de Noroc
            </a>
            {' · '}
            <a
              className="underline"
              href="https://jocresponsabil.ro"
              rel="noopener noreferrer"
              target="_blank"
            >
              Ajutor: jocresponsabil.ro
            </a>
          </p>
          <p className="mt-2 text-sm font-medium">Site informativ: nu organizăm jocuri de noroc.</p>
        </section>
        <nav aria-label="Categorii">
          <h2 className="font-bold">Categorii</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <li>
              <Link to={paths.home} className="hover:underline">
                Acasă
              </Link>
            </li>
            {categoryRoutes.map((route) => (
              <li key={route.slug}>
                <Link to={paths.category(route.slug)} className="hover:underline">
                  {route.menuLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
