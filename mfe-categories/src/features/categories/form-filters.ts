import { parseViewState, type ViewState } from './url-state'

/** What the filter form sets: the whole view but its page (new filters start again at page 1). */
export type Filters = Pick<ViewState, 'query' | 'provider' | 'feature' | 'sort'>

const FILTER_KEYS = ['query', 'provider', 'feature', 'sort'] as const satisfies ReadonlyArray<keyof Filters>

/**
 * The filters a form's controls hold right now, read as the browser would submit them and checked
 * as strictly as an address: the controls may have been changed before the app was live.
 */
export function filtersOfForm(form: HTMLFormElement): Filters {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value)
  }
  const { query, provider, feature, sort } = parseViewState(params)
  return { query, provider, feature, sort }
}

/** The filters of `next` that differ from the ones `shown`; empty when the form shows the page's view. */
export function changedFilters(next: Filters, shown: Filters): Partial<Filters> {
  const changed: Partial<Record<keyof Filters, unknown>> = {}
  for (const key of FILTER_KEYS) if (next[key] !== shown[key]) changed[key] = next[key]
  return changed as Partial<Filters>
}
