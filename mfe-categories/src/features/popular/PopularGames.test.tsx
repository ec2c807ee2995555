import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../test/render'
import { PopularGames } from './PopularGames'

describe('PopularGames', () => {
  it('lists the four home-page games with their ratings and player counts, in order', () => {
    renderWithStore(<PopularGames />)
    const items = within(screen.getByRole('list', { name: 'Jocuri populare' })).getAllByRole('heading')
    expect(items.map((heading) => heading.textContent)).toEqual([
      'Book of Ra',
      'Sweet Bonanza',
      'Shining Crown',
      'Extra Stars',
    ])
    expect(screen.getByText('23.180 de jucători')).toBeInTheDocument()
    expect(screen.getByText('4,9')).toBeInTheDocument()
    expect(screen.getByText('8.950 de jucători')).toBeInTheDocument()
    expect(screen.getByText('12.300 de jucători')).toBeInTheDocument()
    expect(screen.getAllByText('EGT Interactive')).toHaveLength(2)
  })
})
