import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gameById, realGames, type Game } from '../../catalogue'
import { renderWithStore } from '../../test/render'
import { GameCard } from './GameCard'
import { ONJN_LICENSED_OPERATORS_URL } from '../play/RealMoneyInfo'

const bookOfRa = gameById('book-of-ra')!

describe('GameCard', () => {
  it('shows title, provider, ro-RO rating, and at most three features', () => {
    renderWithStore(<GameCard game={bookOfRa} />)
    expect(screen.getByRole('heading', { name: 'Book of Ra' })).toBeInTheDocument()
    expect(screen.getByText('Novomatic')).toBeInTheDocument()
    expect(screen.getByText('4,8')).toBeInTheDocument()
    expect(bookOfRa.features.length).toBeGreaterThan(3)
    const features = within(screen.getByRole('list', { name: 'Funcții' })).getAllByRole('listitem')
    expect(features.map((item) => item.textContent)).toEqual(bookOfRa.features.slice(0, 3))
  })

  it('prints a count of players only with the source that published it, linked', () => {
    const sourced: Game = {
      ...bookOfRa,
      players: {
        value: 15420,
        source: { name: 'Raportul studioului', url: 'https://example.ro/raport', retrieved: '2025-01-31' },
      },
    }
    renderWithStore(<GameCard game={sourced} />)
    expect(screen.getByText(/15\.420 de jucători \(sursa:/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Raportul studioului/ })).toHaveAttribute(
      'href',
      'https://example.ro/raport',
    )
  })

  it('no card of the catalogue prints a count of players without its source', () => {
    for (const game of realGames) {
      const { container, unmount } = renderWithStore(<GameCard game={game} />)
      const text = container.textContent ?? ''
      if (game.players) expect(text, game.id).toContain(`(sursa: ${game.players.source.name}`)
      else expect(text, game.id).not.toMatch(/jucător|jucători/)
      unmount()
    }
  })

  it('links its title to the game page', () => {
    renderWithStore(<GameCard game={bookOfRa} />)
    const title = screen.getByRole('heading', { name: 'Book of Ra' })
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/joc/book-of-ra')
  })

  it('shows cover art drawn from the game when there is no image, lazily', () => {
    renderWithStore(<GameCard game={bookOfRa} />)
    const cover = screen.getByRole('img', { name: 'Copertă Book of Ra: o carte veche cu ornamente aurii' })
    expect(cover).toHaveAttribute('data-cover', 'art')
    expect(cover.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 400 300')
    expect(cover.className).toContain('[content-visibility:auto]')
  })

  it("keeps its drawn cover's nodes when the card renders again", () => {
    // React re-parses `dangerouslySetInnerHTML` whenever it receives a new object.
    const { rerender } = renderWithStore(<GameCard game={bookOfRa} />)
    const svg = screen.getByTestId('game-cover').querySelector('svg')
    rerender(<GameCard game={bookOfRa} />)
    expect(screen.getByTestId('game-cover').querySelector('svg')).toBe(svg)
  })

  it('gives each drawn cover in a page ids of its own, and every reference stays inside its cover', () => {
    renderWithStore(
      <>
        <GameCard game={bookOfRa} />
        <GameCard game={bookOfRa} />
      </>,
    )
    const covers = screen.getAllByTestId('game-cover')
    const ids = covers.flatMap((cover) => [...cover.querySelectorAll('[id]')].map((node) => node.id))
    expect(ids.length).toBeGreaterThanOrEqual(4)
    expect(new Set(ids).size).toBe(ids.length)
    for (const cover of covers) {
      for (const node of cover.querySelectorAll('[fill^="url(#"]')) {
        const id = node.getAttribute('fill')!.slice('url(#'.length, -1)
        expect(cover.querySelector(`[id="${id}"]`)).not.toBeNull()
      }
    }
  })

  it("prefers the deployer's image and falls back to the art when it fails to load", () => {
    const game: Game = { ...bookOfRa, imageUrl: 'https://example.invalid/book.webp' }
    renderWithStore(<GameCard game={game} />)
    const image = screen.getByRole('img', { name: 'Copertă Book of Ra' })
    expect(image).toHaveAttribute('src', game.imageUrl)
    fireEvent.error(image)
    const art = screen.getByTestId('game-cover')
    expect(art).toHaveAttribute('data-cover', 'art')
    expect(art.querySelector('svg')).not.toBeNull()
    expect(art).toHaveAccessibleName('Copertă Book of Ra: o carte veche cu ornamente aurii')
  })

  it("asks for 18+ once, then opens the game dialog: the studio's demo is not offered, a house game is", async () => {
    const user = userEvent.setup()
    const { store, events } = renderWithStore(<GameCard game={bookOfRa} />)
    await user.click(screen.getByRole('button', { name: 'Joacă Gratis' }))
    expect(events).toContainEqual({ event: 'play_free_click', gameId: 'book-of-ra' })
    const gate = screen.getByRole('dialog')
    expect(within(gate).queryByTestId('house-game-offer')).toBeNull()
    await user.click(within(gate).getByRole('button', { name: 'Am peste 18 ani' }))
    expect(store.getState().ageConfirmed).toBe(true)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Book of Ra' })).toBeInTheDocument()
    expect(within(dialog).getByText(bookOfRa.description)).toBeInTheDocument()
    for (const feature of bookOfRa.features) expect(within(dialog).getByText(feature)).toBeInTheDocument()
    expect(within(dialog).getByText('până la 92,13%')).toBeInTheDocument()
    expect(within(dialog).getByText('2005')).toBeInTheDocument()
    const offer = within(within(dialog).getByTestId('house-game-offer'))
    expect(offer.getByRole('heading', { name: 'Demo-ul jocului nu este oferit aici' })).toBeInTheDocument()
    // Book of Ra's volatility is high: the house game offered is the high one.
    expect(offer.getByRole('link', { name: 'Joacă gratis Noaptea de Sânziene' })).toHaveAttribute(
      'href',
      '/joc-gratis/noaptea-de-sanziene',
    )
    expect(dialog.querySelector('iframe')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Închide' }))
    await user.click(screen.getByRole('button', { name: 'Joacă Gratis' }))
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Am peste 18 ani' })).toBeNull()
  })

  it('embeds the demo when the game has one', async () => {
    const user = userEvent.setup()
    const game: Game = { ...bookOfRa, demoUrl: 'https://demo.example/book-of-ra' }
    const { store } = renderWithStore(<GameCard game={game} />)
    store.getState().confirmAge()
    await user.click(screen.getByRole('button', { name: 'Joacă Gratis' }))
    expect(screen.getByTitle('Demo Book of Ra')).toHaveAttribute('src', game.demoUrl)
  })

  it('leaves unknown facts out instead of guessing', async () => {
    const user = userEvent.setup()
    const { store } = renderWithStore(<GameCard game={gameById('book-of-ra-magic')!} />)
    store.getState().confirmAge()
    await user.click(screen.getByRole('button', { name: 'Joacă Gratis' }))
    expect(screen.queryByText('RTP')).toBeNull()
    expect(screen.queryByText('Anul lansării')).toBeNull()
  })

  it('gates real-money play and points to the ONJN list of licensed operators', async () => {
    const user = userEvent.setup()
    const { events } = renderWithStore(<GameCard game={bookOfRa} />)
    await user.click(screen.getByRole('button', { name: 'Joacă pe Bani Reali' }))
    expect(events).toContainEqual({ event: 'play_real_click', gameId: 'book-of-ra' })
    // The page behind a modal is inert in a browser, not in jsdom: the dialog holds no link yet.
    expect(within(screen.getByRole('dialog')).queryByRole('link')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Am peste 18 ani' }))
    const link = screen.getByRole('link', { name: /operatorilor licențiați ONJN/ })
    expect(link).toHaveAttribute('href', ONJN_LICENSED_OPERATORS_URL)
    expect(new URL(link.getAttribute('href')!).hostname).toBe('onjn.gov.ro')
  })

  it('closes without confirming when the visitor is under 18', async () => {
    const user = userEvent.setup()
    const { store } = renderWithStore(<GameCard game={bookOfRa} />)
    await user.click(screen.getByRole('button', { name: 'Joacă Gratis' }))
    await user.click(screen.getByRole('button', { name: 'Nu am împlinit 18 ani' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.getState().ageConfirmed).toBe(false)
  })

  it('toggles the favourite in the shared store and tracks it', async () => {
    const user = userEvent.setup()
    const { store, events } = renderWithStore(<GameCard game={bookOfRa} />)
    const heart = screen.getByRole('button', { name: 'Adaugă la favorite' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(store.getState().favourites).toEqual(['book-of-ra'])
    expect(screen.getByRole('button', { name: 'Elimină din favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Elimină din favorite' }))
    expect(store.getState().favourites).toEqual([])
    expect(events.filter((event) => event.event === 'favourite_toggle')).toEqual([
      { event: 'favourite_toggle', gameId: 'book-of-ra', favourite: true },
      { event: 'favourite_toggle', gameId: 'book-of-ra', favourite: false },
    ])
  })
})
