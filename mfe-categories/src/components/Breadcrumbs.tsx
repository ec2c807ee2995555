import { Fragment } from 'react'
import { Link } from 'react-router'
import { paths } from 'shell/routes'
import { JsonLd } from 'shell/ui/json-ld'
import { absoluteUrl } from 'shell/lib/site'

export interface Crumb {
  label: string
  path: string
}

/** Acasă › …trail; the last crumb is the page itself. Also as schema.org BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Acasă', path: paths.home }, ...trail]
  return (
    <>
      <nav aria-label="Fir de navigare" className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-2">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" className="font-medium">
                {crumb.label}
              </li>
            ) : (
              <Fragment key={crumb.path}>
                <li>
                  <Link to={crumb.path} className="text-primary underline underline-offset-4">
                    {crumb.label}
                  </Link>
                </li>
                <li aria-hidden="true" className="text-muted-foreground">
                  ›
                </li>
              </Fragment>
            ),
          )}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
    </>
  )
}
