import { Link } from 'react-router-dom'
import { paths } from 'shell/routes'
import { JsonLd } from 'shell/ui/json-ld'
import { absoluteUrl } from 'shell/lib/site'

export function Breadcrumbs({ label, path }: { label: string; path: string }) {
  return (
    <>
      <nav aria-label="Fir de navigare" className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.home} className="text-primary underline underline-offset-4">
              Acasă
            </Link>
          </li>
          <li aria-hidden="true" className="text-muted-foreground">
            ›
          </li>
          <li aria-current="page" className="font-medium">
            {label}
          </li>
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Acasă', item: absoluteUrl(paths.home) },
            { '@type': 'ListItem', position: 2, name: label, item: absoluteUrl(path) },
          ],
        }}
      />
    </>
  )
}
