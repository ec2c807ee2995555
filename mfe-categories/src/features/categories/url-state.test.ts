// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  defaultViewState,
  MAX_QUERY_LENGTH,
  parseViewState,
  toSearchParams,
  type ViewState,
} from './url-state'

const parse = (query: string) => parseViewState(new URLSearchParams(query))

describe('URL ⇄ view state', () => {
  it('reads every field', () => {
    expect(parse('furnizor=egt-interactive&functie=jackpot&ordine=nume&cauta=hot&pagina=2')).toEqual({
      provider: 'egt-interactive',
      feature: 'jackpot',
      sort: 'nume',
      query: 'hot',
      page: 2,
    })
  })

  it('round-trips a state through the URL', () => {
    const state: ViewState = { provider: 'netent', feature: 'wild', sort: 'noi', query: 'star', page: 3 }
    expect(parseViewState(toSearchParams(state))).toEqual(state)
  })

  it('leaves defaults out of the URL', () => {
    expect(toSearchParams(defaultViewState).toString()).toBe('')
    expect(toSearchParams({ ...defaultViewState, query: '   ' }).toString()).toBe('')
  })

  it('ignores garbage and hostile values', () => {
    expect(parse('furnizor=<script>&functie=__proto__&ordine=constructor&pagina=-4')).toEqual(
      defaultViewState,
    )
    expect(parse('pagina=1e9').page).toBe(1)
    expect(parse('pagina=2.5').page).toBe(1)
    expect(parse('pagina=9999999999').page).toBe(1)
    expect(parse('ordine=toString').sort).toBeNull()
    // The order by players is gone (no count had a source): an old link gets the page's default order.
    expect(parse('ordine=jucatori').sort).toBeNull()
    expect(parse(`cauta=${'a'.repeat(100_000)}`).query).toHaveLength(MAX_QUERY_LENGTH)
  })
})
