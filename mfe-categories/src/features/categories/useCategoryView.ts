import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { paths, type CategorySlug } from 'shell/routes'
import { catalogue } from '../../catalogue'
import { categories } from '../../catalogue/categories'
import { categoryResults } from './game-index'
import { FILTER_SORT_MEASURE, measured } from './measure'
import { paginate } from './paginate'
import { defaultViewState, parseViewState, toSearchParams, type ViewState } from './url-state'

export interface UpdateOptions {
  /** Replaces the current history entry instead of adding one (typing). */
  replace?: boolean
  /** Renders the change before the next event; off inside an effect, where React cannot flush. */
  flush?: boolean
}

/**
 * The page's state, read from and written to the URL query. Results come from the catalogue's
 * index (every order and filter set computed once per catalogue), filtered in the chosen order;
 * paging does not filter again.
 */
export function useCategoryView(slug: CategorySlug) {
  const [params, setParams] = useSearchParams()
  const definition = categories[slug]
  const path = paths.category(slug)
  const state = useMemo(() => parseViewState(params), [params])
  const sort = state.sort ?? definition.defaultSort
  const { provider, feature, query } = state
  const results = useMemo(
    () =>
      measured(FILTER_SORT_MEASURE, () =>
        categoryResults(catalogue, slug, sort, { provider, feature, query }),
      ),
    [slug, provider, feature, query, sort],
  )
  const page = useMemo(() => paginate(results, state.page), [results, state.page])

  /**
   * A change of filter or sort starts again at page 1; typing replaces history instead of filling it.
   * `flushSync`: the change is rendered before the next event, because that event builds on `state`.
   * Rendered in a transition, a filter cleared and a search typed right after it merged into the old
   * state, and the cleared filter came back.
   */
  function update(patch: Partial<ViewState>, { replace = false, flush = true }: UpdateOptions = {}) {
    const next: ViewState = { ...state, page: 1, ...patch }
    if (next.sort === definition.defaultSort) next.sort = null
    setParams(toSearchParams(next), { replace, preventScrollReset: true, flushSync: flush })
  }

  /** The address of a view of this category: a real link, which works before (and without) the app. */
  function hrefOf(view: ViewState): string {
    const search = toSearchParams(view).toString()
    return search ? `${path}?${search}` : path
  }

  const pageHref = (target: number) => hrefOf({ ...state, page: target })
  /** The whole category again, in the order the visitor chose. */
  const clearHref = hrefOf({ ...defaultViewState, sort: state.sort })

  return { definition, path, state, sort, page, update, pageHref, clearHref }
}
