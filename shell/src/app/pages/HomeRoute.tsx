import type { CatalogueCounts } from '../../contract'
import { categoryRoutes, MAX_SEARCH_LENGTH, type CategorySlug } from '../../contract/routes'
import { useSearchParams } from 'react-router'
import { RemoteSlot } from '../../remote/RemoteSlot'
import { PageViewOnSettle } from '../page-view'

export function searchQueryFrom(params: URLSearchParams): string {
  return (params.get('s') ?? '').slice(0, MAX_SEARCH_LENGTH).trim()
}

/** A count from the catalogue; while it loads, or if mfe-categories is down, the tile simply shows none. */
function gameCount(slug?: CategorySlug) {
  return (
    <RemoteSlot
      remote="categories"
      module="GameCount"
      props={slug ? { slug } : {}}
      label="numărul de jocuri"
      inline
    />
  )
}

function catalogueCounts(): CatalogueCounts {
  return {
    catalogue: gameCount(),
    categories: Object.fromEntries(
      categoryRoutes.map(({ slug }) => [slug, gameCount(slug)]),
    ) as CatalogueCounts['categories'],
  }
}

/** `/` is the home page, or the search results when `?s=` holds a query. */
export function HomeRoute() {
  const [params] = useSearchParams()
  const query = searchQueryFrom(params)
  if (query) {
    return (
      <RemoteSlot
        remote="categories"
        module="SearchResults"
        props={{ query }}
        label="rezultatele căutării"
        onSettled={<PageViewOnSettle />}
      />
    )
  }
  return (
    <RemoteSlot
      remote="home"
      module="HomePage"
      label="pagina principală"
      onSettled={<PageViewOnSettle />}
      props={{
        popularGames: (
          <RemoteSlot remote="categories" module="PopularGames" props={{}} label="jocurile populare" />
        ),
        faq: <RemoteSlot remote="faq" module="Faq" props={{ topic: 'home' }} label="întrebările frecvente" />,
        counts: catalogueCounts(),
      }}
    />
  )
}
