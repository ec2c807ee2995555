import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../test/render'
import { PopularGames } from './PopularGames'

describe('PopularGames', () => {
  it('lists the four home-page games, the editorial choice, with their ratings and no sourceless player count', () => {
    renderWithStore(<PopularGames />)
    const items = within(screen.getByRole('list', { name: 'Jocuri populare' })).getAllByRole('heading')
    expect(items.map((heading) => heading.textContent)).toEqual([
      'Book of Ra',
      'Sweet Bonanza',
      'Shining Crown',
      'Extra Stars',
    ])
    expect(screen.getByText('4,9')).toBeInTheDocument()
    expect(screen.queryByText(/jucători/)).toBeNull()
    expect(screen.getAllByText('EGT Interactive')).toHaveLength(2)
  })
})
