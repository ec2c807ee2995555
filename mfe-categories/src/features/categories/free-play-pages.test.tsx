import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CategorySlug } from 'shell/routes'
import { renderWithStore } from '../../test/render'
import { CategoryPage } from './CategoryPage'

const FREE_PLAY: CategorySlug[] = ['sloturi-gratis', 'pacanele-gratis']

describe('the free-play pages', () => {
  it.each(FREE_PLAY)('%s: the house games come first, then the studio games, counted apart', (slug) => {
    renderWithStore(<CategoryPage slug={slug} faq={null} />, { path: `/${slug}` })
    const playHere = screen.getByTestId('play-here')
    const studioGames = screen.getByTestId('game-list')
    expect(playHere.compareDocumentPosition(studioGames) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      playHere.compareDocumentPosition(screen.getByTestId('category-intro')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(within(playHere).getAllByTestId('house-game-card')).toHaveLength(3)
    expect(screen.getByTestId('category-count')).toHaveTextContent(
      /^3 jocuri de jucat aici, \d+ de jocuri doar prezentate$/,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: /studiourilor, doar prezentate$/ }),
    ).toBeInTheDocument()
  })

  it('other pages have no house games', () => {
    renderWithStore(<CategoryPage slug="sloturi-online" faq={null} />, { path: '/sloturi-online' })
    expect(screen.queryByTestId('play-here')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Jocuri' })).toBeInTheDocument()
  })
})
