import { Link } from 'react-router-dom'
import { categoryRoutes, paths } from '../../contract/routes'
import { buttonVariants } from '../../ui/button'
import { PageMeta } from '../../ui/page-meta'
import { PageViewOnSettle } from '../page-view'

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta
        title="Pagina nu a fost găsită"
        description="Adresa căutată nu există pe Păcănele Online."
        noindex
      />
      <p className="text-sm font-semibold text-primary">Eroare 404</p>
      <h1 className="mt-2 text-3xl font-bold">Pagina nu a fost găsită</h1>
      <p className="mt-4 text-muted-foreground">
        Adresa pe care ai deschis-o nu există sau a fost mutată. Poți reveni la prima pagină sau poți alege
        una dintre categoriile de mai jos.
      </p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-6' })}>
        Înapoi la prima pagină
      </Link>
      <h2 className="mt-10 text-xl font-semibold">Categorii</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {categoryRoutes.map((route) => (
          <li key={route.slug}>
            <Link to={paths.category(route.slug)} className="text-primary underline-offset-4 hover:underline">
              {route.menuLabel}
            </Link>
          </li>
        ))}
      </ul>
      <PageViewOnSettle />
    </section>
  )
}
