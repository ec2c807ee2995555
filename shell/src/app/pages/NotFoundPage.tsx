import { Link } from 'react-router'
import { categoryRoutes, paths } from '../../contract/routes'
import { HOME_LINK_TEXT, statusLabel, STATUS_TEXTS } from '../../lib/status-pages'
import { buttonVariants } from '../../ui/button'
import { PageMeta } from '../../ui/page-meta'
import { PageViewOnSettle } from '../page-view'

const { title, explanation } = STATUS_TEXTS[404]

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title={title} description="Adresa căutată nu există pe Păcănele Online." noindex />
      <p className="text-sm font-semibold text-primary">{statusLabel(404)}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">
        {explanation} Poți reveni la prima pagină sau poți alege una dintre categoriile de mai jos.
      </p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-6' })}>
        {HOME_LINK_TEXT}
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
