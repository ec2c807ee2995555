import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { gameById, type Game } from '../../catalogue'
import { renderWithStore } from '../../test/render'
import { HouseGameOffer } from './HouseGameOffer'

const shiningCrown = gameById('shining-crown')!

describe('HouseGameOffer', () => {
  it("says plainly that the studio's demo is not offered here, and offers the house game nearest in volatility", () => {
    renderWithStore(<HouseGameOffer game={{ ...shiningCrown, volatility: 'low-medium' }} />)
    expect(screen.getByRole('heading', { name: 'Demo-ul jocului nu este oferit aici' })).toBeInTheDocument()
    expect(screen.getByTestId('house-game-offer')).toHaveTextContent(
      'EGT Interactive publică o versiune demo a jocului Shining Crown, dar pe acest site nu o putem porni.',
    )
    expect(screen.getByTestId('house-game-offer')).toHaveTextContent(
      'jocul nostru cel mai apropiat ca volatilitate: Fructe de Aur, cu volatilitate mică (Shining Crown are volatilitate mică spre medie)',
    )
    expect(screen.getByRole('link', { name: 'Joacă gratis Fructe de Aur' })).toHaveAttribute(
      'href',
      '/joc-gratis/fructe-de-aur',
    )
  })

  it('says when the studio publishes no volatility, and offers the middle game', () => {
    const game: Game = { ...shiningCrown, volatility: undefined, hasFreeDemo: false }
    renderWithStore(<HouseGameOffer game={game} />)
    expect(screen.getByTestId('house-game-offer')).toHaveTextContent(
      'EGT Interactive nu publică volatilitatea jocului Shining Crown, așa că îți propunem jocul nostru cu volatilitate medie',
    )
    expect(screen.getByTestId('house-game-offer')).toHaveTextContent(
      'Pentru Shining Crown nu există o versiune demo pe care să o putem arăta.',
    )
    expect(screen.getByRole('link', { name: 'Joacă gratis Comorile Carpaților' })).toHaveAttribute(
      'href',
      '/joc-gratis/comorile-carpatilor',
    )
  })
})
