import { screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../test/render'
import { SearchResults } from './SearchResults'

describe('SearchResults', () => {
  it('shows ranked results with a Romanian count', () => {
    renderWithStore(<SearchResults query="sizzling" />)
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 rezultat pentru „sizzling”')
    expect(
      within(screen.getByTestId('game-list')).getByRole('heading', { name: 'Sizzling Hot Deluxe' }),
    ).toBeInTheDocument()
  })

  it('tracks each distinct query exactly once, even in StrictMode', () => {
    const { events, rerender } = renderWithStore(
      <StrictMode>
        <SearchResults query="book" />
      </StrictMode>,
    )
    const wrap = (query: string) => (
      <StrictMode>
        <SearchResults query={query} />
      </StrictMode>
    )
    const searches = () => events.filter((event) => event.event === 'search')
    expect(searches()).toHaveLength(1)
    expect(searches()[0]).toMatchObject({ event: 'search', query: 'book' })
    expect((searches()[0] as { results: number }).results).toBeGreaterThan(3)
    rerender(wrap('book'))
    expect(searches()).toHaveLength(1)
    rerender(wrap('hot'))
    expect(searches().map((event) => (event as { query: string }).query)).toEqual(['book', 'hot'])
  })

  it('renders the query as text, never as markup', () => {
    const { container } = renderWithStore(<SearchResults query={'<img src=x onerror=alert(1)>'} />)
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<img src=x onerror=alert(1)>')
  })

  it('suggests categories when nothing matches, and survives absurd input', () => {
    renderWithStore(<SearchResults query={'\u202e\u0000\u200b' + 'ש'.repeat(100_000)} />)
    expect(screen.getByTestId('search-count')).toHaveTextContent(/^0 rezultate pentru/)
    expect(within(screen.getByTestId('no-results')).getByRole('link', { name: 'EGT Slots' })).toHaveAttribute(
      'href',
      '/egt-slots-online',
    )
  })

  it('"pacanele" finds games whose features or titles hold "păcănele"-like text ignoring diacritics', () => {
    renderWithStore(<SearchResults query="plati oriunde" />)
    expect(screen.getByTestId('search-count')).toHaveTextContent('3 rezultate pentru „plati oriunde”')
  })
})
