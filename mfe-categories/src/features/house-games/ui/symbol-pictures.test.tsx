import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../../test/render'
import { HouseGameCard } from '../../house-game-listing/HouseGameCard'
import { houseGameListing } from '../../house-game-listing/listing'
import { SymbolPicture } from '../../house-game-listing/SymbolPicture'
import { problemsOf } from '../engine/schema'
import { houseGames } from '../games/all'
import { HouseGamePage } from '../page/HouseGamePage'

/**
 * An emoji or any other pictograph: what a device draws with its own font, if it has one; but not
 * © and ®, Latin-1 letters that every text font has.
 */
const PICTOGRAPH = /(?![\u00A9\u00AE])\p{Extended_Pictographic}|\u{FE0F}/u

const everySymbol = houseGames.flatMap((game) => game.symbols.map((symbol) => ({ game: game.name, symbol })))

describe('the house games’ drawn symbols', () => {
  it.each(everySymbol)('$game: $symbol.name is drawn as a named picture', ({ symbol }) => {
    render(<SymbolPicture symbol={symbol} />)
    const picture = screen.getByRole('img', { name: symbol.name })
    expect(picture.tagName).toBe('svg')
    expect(picture.querySelectorAll('path, circle, ellipse, rect')).toHaveLength(symbol.picture.length)
  })

  it('is decoration only where its name is written beside it', () => {
    const [symbol] = houseGames[0]!.symbols
    const { container } = render(<SymbolPicture symbol={symbol!} decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('no game, and no card, holds an emoji in its data', () => {
    expect(JSON.stringify(houseGames)).not.toMatch(PICTOGRAPH)
    expect(JSON.stringify(houseGameListing)).not.toMatch(PICTOGRAPH)
  })

  it.each(houseGames)('the page of $name shows no emoji, and a named picture in every reel cell', (game) => {
    const { container } = renderWithStore(<HouseGamePage slug={game.id} />)
    expect(container.textContent).not.toMatch(PICTOGRAPH)
    const reels = screen.getByRole('group', { name: 'Rolele' })
    const cells = reels.querySelectorAll('[data-reel] > *')
    expect(cells).toHaveLength(game.reels.length * game.rows)
    const names = new Set(game.symbols.map((symbol) => symbol.name))
    for (const cell of cells) {
      const [picture] = within(cell as HTMLElement).getAllByRole('img')
      expect(picture!.tagName).toBe('svg')
      expect(names).toContain(picture!.getAttribute('aria-label'))
    }
  })

  it.each(houseGameListing)('the card of $name draws its emblem, with no emoji', (game) => {
    const { container } = renderWithStore(<HouseGameCard game={game} />)
    expect(container.textContent).not.toMatch(PICTOGRAPH)
    expect(
      [...container.querySelectorAll<SVGElement>('svg[data-symbol]')].map((svg) => svg.dataset.symbol),
    ).toEqual(game.emblem.map((symbol) => symbol.id))
  })

  it('reports a picture that is not a drawing', () => {
    const [game] = houseGames
    const [first, ...rest] = game!.symbols
    const broken = {
      ...game!,
      symbols: [{ ...first!, picture: [{ path: 'M0 0 url(javascript:x)', fill: 'red' }] }, ...rest],
    }
    expect(problemsOf(broken).join('\n')).toMatch(/symbols\.0\.picture\.0/)
  })
})
