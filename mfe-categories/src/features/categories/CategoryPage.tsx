import { useRef, type ReactNode } from 'react'
import { CATEGORY_PARAMS, pageKey, type CategorySlug } from 'shell/routes'
import { JsonLd } from 'shell/ui/json-ld'
import { NotYetAvailable } from 'shell/ui/not-yet-available'
import { PageMeta } from 'shell/ui/page-meta'
import { categoryHeaderCount, formatGames } from '../counts/counts'
import { GameGrid } from '../game-list/GameGrid'
import { PlayHereSection } from '../house-game-listing/PlayHereSection'
import { BonusOffers } from './BonusOffers'
import { isKnownCategory } from '../../catalogue/categories'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { EmptyResult } from './EmptyResult'
import { FilterBar } from './FilterBar'
import { itemListData } from './item-list'
import { PAGE_SIZE } from './paginate'
import { Pagination } from './Pagination'
import { RelatedCategories } from '../../components/RelatedCategories'
import { useCategoryView } from './useCategoryView'

export function CategoryPage({ slug, faq }: { slug: CategorySlug; faq: ReactNode }) {
  if (!isKnownCategory(slug)) return <UnknownCategory slug={slug} />
  return <KnownCategoryPage slug={slug} faq={faq} />
}

/** A category the shell knows and this build does not (the shell was deployed first). */
function UnknownCategory({ slug }: { slug: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-categories" data-slug={slug}>
      <NotYetAvailable title="Categorie în pregătire" titleLevel={1}>
        Jocurile din această categorie apar aici în curând. Până atunci, găsești toate jocurile în celelalte
        categorii din meniu.
      </NotYetAvailable>
    </div>
  )
}

function KnownCategoryPage({ slug, faq }: { slug: CategorySlug; faq: ReactNode }) {
  const { definition, path, state, sort, page, update, pageHref, clearHref } = useCategoryView(slug)
  const resultCount = useRef<HTMLParagraphElement>(null)
  // A later page of the list is a page of its own for search engines: its own address and title.
  const laterPage = page.page > 1 ? ` – pagina ${page.page}` : ''
  const canonical = page.page > 1 ? pageKey(path, `${CATEGORY_PARAMS.page}=${page.page}`) : path
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-categories" data-slug={slug}>
      <PageMeta title={definition.title + laterPage} description={definition.description} path={canonical} />
      <JsonLd data={itemListData(definition.h1, page.items, (page.page - 1) * PAGE_SIZE)} />
      <Breadcrumbs trail={[{ label: definition.h1, path }]} />
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">{definition.h1}</h1>
        <p className="mt-2 text-lg font-semibold" data-testid="category-count">
          {categoryHeaderCount(slug)}
        </p>
      </header>
      {/* What plays here comes straight under the heading, before the text about it. */}
      {definition.houseGamesFirst ? <PlayHereSection /> : null}
      <div className="mt-4 flex max-w-3xl flex-col gap-3 text-muted-foreground" data-testid="category-intro">
        {definition.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {definition.showBonusOffers ? <BonusOffers /> : null}
      <section aria-labelledby="lista-jocuri" className="mt-10">
        <h2 id="lista-jocuri" className="mb-4 text-2xl font-bold">
          {definition.showBonusOffers ? 'Sloturi cu runde bonus' : (definition.listHeading ?? 'Jocuri')}
        </h2>
        <FilterBar
          action={path}
          state={state}
          sort={sort}
          onChange={update}
          onApplied={() => resultCount.current?.focus()}
        />
        {/* Focusable: a submitted filter form takes the visitor here, right before the results. */}
        <p
          ref={resultCount}
          tabIndex={-1}
          role="status"
          className="my-4 scroll-mt-28 rounded-sm text-sm text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="result-count"
        >
          {formatGames(page.total)}
        </p>
        {page.total === 0 ? (
          <EmptyResult clearHref={clearHref} />
        ) : (
          <GameGrid
            games={page.items}
            label={`Jocuri: ${definition.h1}`}
            emphasiseFree={definition.emphasiseFree}
          />
        )}
        <Pagination page={page.page} pageCount={page.pageCount} hrefFor={pageHref} />
      </section>
      <RelatedCategories slugs={definition.related} />
      {/* The category's questions belong to its first page. Repeated on each later page of a long
          list, they marked the same FAQ thousands of times and tied every list page to the FAQ's
          releases (each one recomposed them all). */}
      {page.page === 1 && <div className="mt-10">{faq}</div>}
    </div>
  )
}
