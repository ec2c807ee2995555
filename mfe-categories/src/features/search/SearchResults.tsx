import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { categoryRoutes, paths } from 'shell/routes'
import { Button, buttonVariants } from 'shell/ui/button'
import { PageMeta } from 'shell/ui/page-meta'
import { catalogue } from '../../catalogue'
import { formatCounted } from 'shell/lib/format'
import { GameGrid } from '../game-list/GameGrid'
import { searchGames } from './search'
import { useTrackSearch } from './useTrackSearch'

/** Results are revealed in steps, so a broad query never puts thousands of cards in the page. */
export const RESULTS_STEP = 24

/** The query is only ever rendered as a text node: React escapes it, no markup can get through. */
export function SearchResults({ query }: { query: string }) {
  const results = useMemo(() => searchGames(catalogue, query), [query])
  useTrackSearch(query, results.length)
  const quoted = `„${query}”`
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-categories">
      <PageMeta
        title={`Rezultate pentru ${quoted}`}
        description="Rezultatele căutării în catalogul de păcănele și sloturi online."
        path={paths.search(query)}
        noindex
      />
      <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">Rezultate pentru {quoted}</h1>
      <p
        role="status"
        className="mt-2 text-muted-foreground [overflow-wrap:anywhere]"
        data-testid="search-count"
      >
        {formatCounted(results.length, 'rezultat', 'rezultate')} pentru {quoted}
      </p>
      {results.length > 0 ? <ResultList key={query} results={results} /> : <NoResults />}
    </div>
  )
}

function ResultList({ results }: { results: ReturnType<typeof searchGames> }) {
  const [shown, setShown] = useState(RESULTS_STEP)
  return (
    <section aria-labelledby="jocuri-gasite" className="mt-6">
      <h2 id="jocuri-gasite" className="sr-only">
        Jocuri găsite
      </h2>
      <GameGrid games={results.slice(0, shown)} label="Jocuri găsite" />
      {shown < results.length ? (
        <div className="mt-6 flex justify-center">
          <Button type="button" variant="outline" onClick={() => setShown((count) => count + RESULTS_STEP)}>
            Încarcă mai multe
          </Button>
        </div>
      ) : null}
    </section>
  )
}

function NoResults() {
  return (
    <section
      aria-labelledby="sugestii"
      className="mt-6 rounded-xl border border-dashed p-6"
      data-testid="no-results"
    >
      <p className="font-semibold">Nu am găsit niciun joc pentru această căutare.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Verifică ortografia sau încearcă un cuvânt mai scurt, de exemplu „hot”, „book” sau numele unui
        furnizor precum „EGT”. Diacriticele nu contează.
      </p>
      <h2 id="sugestii" className="mt-4 text-lg font-semibold">
        Sau alege o categorie
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {categoryRoutes.map((route) => (
          <li key={route.slug}>
            <Link
              to={paths.category(route.slug)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {route.menuLabel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
