import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gameById } from '../../catalogue'
import { renderWithStore } from '../../test/render'
import { GamePage } from './GamePage'

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  )

const factRows = () =>
  within(screen.getByTestId('game-facts'))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])

describe('GamePage', () => {
  it('shows the game: breadcrumbs, H1, cover, facts, how it plays, similar games and its categories', () => {
    renderWithStore(<GamePage slug="book-of-ra" />)
    const game = gameById('book-of-ra')!
    expect(screen.getByRole('heading', { level: 1, name: 'Book of Ra' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Fir de navigare' })
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Acasă', '/'],
      ['Book of Ra Online', '/book-of-ra-online'],
    ])
    expect(within(crumbs).getByText('Book of Ra')).toHaveAttribute('aria-current', 'page')
    const cover = screen.getByRole('img', { name: 'Copertă Book of Ra: o carte veche cu ornamente aurii' })
    // The page's own cover is drawn at once; only covers further down wait for the viewport.
    expect(cover.className).not.toContain('content-visibility')

    expect(factRows()).toEqual([
      ['Studio', 'Novomatic'],
      ['RTP', 'până la 92,13%'],
      ['Volatilitate', 'mare'],
      ['Role și linii', '5×3, 9 linii'],
      ['Câștig maxim', '5.000x'],
      ['Anul lansării', '2005'],
      ['Funcții', 'Rotiri gratuite, Simbol expandabil, Wild, Scatter, Joc de dublaj'],
    ])
    const about = screen.getByTestId('game-about')
    expect(
      within(about)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(game.about)

    const similar = within(screen.getByRole('list', { name: 'Jocuri asemănătoare cu Book of Ra' }))
    const titles = similar.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(titles).toHaveLength(4)
    expect(titles).not.toContain('Book of Ra')
    expect(titles.slice(0, 3).sort()).toEqual([
      'Book of Ra Deluxe',
      'Book of Ra Deluxe 6',
      'Book of Ra Magic',
    ])

    const categories = screen.getByRole('navigation', { name: 'În categoriile' })
    const hrefs = within(categories)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toContain('/book-of-ra-online')
    expect(hrefs).toContain('/pacanele-online')
    expect(hrefs).not.toContain('/egt-slots-online')
  })

  it('has its own head and honest structured data: breadcrumbs, no rating', () => {
    renderWithStore(<GamePage slug="sweet-bonanza" />)
    expect(document.title).toBe('Sweet Bonanza (Pragmatic Play): RTP, reguli și funcții | Păcănele Online')
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4173/joc/sweet-bonanza',
    )
    const description = document.querySelector('meta[name="description"]')!.getAttribute('content')!
    expect(description).toMatch(/^Sweet Bonanza, slot Pragmatic Play: .*RTP până la 96,51%/)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'http://localhost:4173/joc/sweet-bonanza',
    )
    expect(document.querySelector('meta[name="robots"]')).toBeNull()
    const data = jsonLd()
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'http://localhost:4173/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Sweet Bonanza Online',
        item: 'http://localhost:4173/sweet-bonanza-online',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Sweet Bonanza',
        item: 'http://localhost:4173/joc/sweet-bonanza',
      },
    ])
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|ratingValue/)
  })

  it('leaves unknown facts out of the table', () => {
    renderWithStore(<GamePage slug="book-of-ra-magic" />)
    expect(factRows().map(([label]) => label)).toEqual(['Studio', 'Funcții'])
  })

  it('asks for 18+ before playing, and keeps the answer and the favourite in the shared store', async () => {
    const user = userEvent.setup()
    const { store, events } = renderWithStore(<GamePage slug="shining-crown" />)
    const actions = within(screen.getByTestId('game-actions'))
    await user.click(actions.getByRole('button', { name: 'Joacă pe Bani Reali' }))
    expect(events).toContainEqual({ event: 'play_real_click', gameId: 'shining-crown' })
    await user.click(screen.getByRole('button', { name: 'Am peste 18 ani' }))
    expect(store.getState().ageConfirmed).toBe(true)
    expect(
      within(screen.getByRole('dialog')).getByRole('link', { name: /operatorilor licențiați ONJN/ }),
    ).toBeVisible()
    await user.keyboard('{Escape}')

    await user.click(actions.getByRole('button', { name: 'Joacă Gratis' }))
    expect(within(screen.getByRole('dialog')).getByTestId('house-game-offer')).toHaveTextContent(
      'Demo-ul jocului nu este oferit aici',
    )
    await user.keyboard('{Escape}')

    await user.click(actions.getByRole('button', { name: 'Adaugă la favorite' }))
    expect(store.getState().favourites).toEqual(['shining-crown'])
  })

  it('answers an unknown slug with a not-found view that search engines skip', () => {
    renderWithStore(<GamePage slug="nu-exista" />, { path: '/joc/nu-exista' })
    expect(screen.getByRole('heading', { level: 1, name: 'Jocul nu a fost găsit' })).toBeInTheDocument()
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(screen.getByRole('link', { name: 'Caută „nu exista”' })).toHaveAttribute('href', '/?s=nu+exista')
    expect(screen.getByRole('link', { name: 'Toate păcănelele' })).toHaveAttribute('href', '/pacanele-online')
  })
})
