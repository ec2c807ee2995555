import { Link, useLocation } from 'react-router'
import { MAX_SEARCH_LENGTH, paths } from 'shell/routes'
import { buttonVariants } from 'shell/ui/button'
import { PageMeta } from 'shell/ui/page-meta'

/** An address under /joc/ that names no game: say so plainly, keep it out of search engines, offer a way on. */
export function GameNotFound({ slug }: { slug: string }) {
  const location = useLocation()
  const guess = slug.replace(/[-_]+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" data-remote="mfe-categories" data-game-not-found="">
      <PageMeta
        title="Jocul nu a fost găsit"
        description="Jocul căutat nu există în catalogul Păcănele Online."
        path={location.pathname}
        noindex
      />
      <p className="text-sm font-semibold text-primary">Eroare 404</p>
      <h1 className="mt-2 text-3xl font-bold">Jocul nu a fost găsit</h1>
      <p className="mt-4 text-muted-foreground">
        Nu avem în catalog un joc la această adresă. Poate a fost scrisă greșit sau jocul a fost scos din
        catalog. Îl poți căuta după nume sau poți răsfoi toate păcănelele.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {guess ? (
          <Link to={paths.search(guess)} className={buttonVariants()}>
            Caută „{guess}”
          </Link>
        ) : null}
        <Link to={paths.category('pacanele-online')} className={buttonVariants({ variant: 'outline' })}>
          Toate păcănelele
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Înapoi la prima pagină
        </Link>
      </div>
    </section>
  )
}
