import { MAX_SEARCH_LENGTH } from 'shell/routes'
import { gameFeatures, providers } from '../../catalogue'
import { slugify } from '../../lib/normalize'
import { isSortKey, type SortKey } from './sort'
import { PARAMS } from './url-params'

/** Everything a visitor can change on a category page; it all lives in the URL query. */
export interface ViewState {
  provider: string | null
  feature: string | null
  /** null: the category's own default order. */
  sort: SortKey | null
  query: string
  page: number
}

/** The search-within box takes what the site search takes. */
export const MAX_QUERY_LENGTH = MAX_SEARCH_LENGTH
const MAX_PAGE = 100_000

export const providerOptions = providers.map((label) => ({ value: slugify(label), label }))
export const featureOptions = gameFeatures.map((label) => ({ value: slugify(label), label }))
const providerValues = new Set(providerOptions.map((option) => option.value))
const featureValues = new Set(featureOptions.map((option) => option.value))

export const defaultViewState: ViewState = { provider: null, feature: null, sort: null, query: '', page: 1 }

/**
 * Reads the view from a URL query. Anything unknown or malformed (a hand-edited or hostile link)
 * is ignored and the default used instead: the page never fails on its own address.
 */
export function parseViewState(params: URLSearchParams): ViewState {
  const provider = params.get(PARAMS.provider)
  const feature = params.get(PARAMS.feature)
  const sort = params.get(PARAMS.sort)
  const pageText = params.get(PARAMS.page) ?? ''
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  return {
    provider: provider && providerValues.has(provider) ? provider : null,
    feature: feature && featureValues.has(feature) ? feature : null,
    sort: isSortKey(sort) ? sort : null,
    query: (params.get(PARAMS.query) ?? '').slice(0, MAX_QUERY_LENGTH),
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/**
 * The shortest query for a view: defaults are left out, so the plain path is the default view. The
 * parameters come in the order of the filter form's controls, so the app's address for a view is
 * the one the form submits without JavaScript, minus its empty and default fields.
 */
export function toSearchParams(state: ViewState): URLSearchParams {
  const params = new URLSearchParams()
  const query = state.query.slice(0, MAX_QUERY_LENGTH)
  if (query.trim()) params.set(PARAMS.query, query)
  if (state.provider) params.set(PARAMS.provider, state.provider)
  if (state.feature) params.set(PARAMS.feature, state.feature)
  if (state.sort) params.set(PARAMS.sort, state.sort)
  if (state.page > 1) params.set(PARAMS.page, String(state.page))
  return params
}
