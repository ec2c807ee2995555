import { Link } from 'react-router'
import { buttonVariants } from 'shell/ui/button'
import { formatCount } from 'shell/lib/format'

/** Real links, so every page of a category has an address that can be shared and reloaded. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Paginare" className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          preventScrollReset
          rel="prev"
          className={buttonVariants({ variant: 'outline' })}
        >
          ← Pagina anterioară
        </Link>
      ) : null}
      <p className="text-sm">
        Pagina {formatCount(page)} din {formatCount(pageCount)}
      </p>
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          preventScrollReset
          rel="next"
          className={buttonVariants({ variant: 'outline' })}
        >
          Pagina următoare →
        </Link>
      ) : null}
    </nav>
  )
}
