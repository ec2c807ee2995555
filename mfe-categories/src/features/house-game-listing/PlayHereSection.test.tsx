import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../test/render'
import { PlayHereSection } from './PlayHereSection'

describe('PlayHereSection', () => {
  it('lists the three house games, calmest first, each card with its figures and a link to play it', () => {
    renderWithStore(<PlayHereSection />)
    const cards = within(screen.getByRole('list', { name: 'Jocuri gratuite de jucat aici' })).getAllByTestId(
      'house-game-card',
    )
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fructe de Aur',
      'Comorile Carpaților',
      'Noaptea de Sânziene',
    ])
    const [fruit] = cards
    expect(fruit).toHaveTextContent('3 role, 5 linii · RTP 96,11%')
    expect(fruit).toHaveTextContent('Volatilitate mică: câștigurile vin des și sunt mici.')
    // A plain link: it plays before, and without, the app's JavaScript.
    expect(within(fruit!).getByRole('link', { name: 'Joacă Gratis Fructe de Aur' })).toHaveAttribute(
      'href',
      '/joc-gratis/fructe-de-aur',
    )
    expect(cards[2]).toHaveTextContent('5 role, 20 de linii · RTP 96,31%')
  })
})
