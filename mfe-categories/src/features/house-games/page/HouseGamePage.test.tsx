import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithStore } from '../../../test/render'
import { HouseGamePage } from './HouseGamePage'

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  )

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent

describe('HouseGamePage', () => {
  it('has its own head and honest structured data: breadcrumbs and a free game, no rating', () => {
    renderWithStore(<HouseGamePage slug="fructe-de-aur" />, { path: '/joc-gratis/fructe-de-aur' })
    expect(document.title).toBe('Fructe de Aur – păcănea gratuită, cu credite virtuale | Păcănele Online')
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4173/joc-gratis/fructe-de-aur',
    )
    const description = document.querySelector('meta[name="description"]')!.getAttribute('content')!
    expect(description).toBe(
      'Joacă gratis Fructe de Aur: 3 role, 5 linii, RTP 96,11%, volatilitate mică. Credite virtuale, fără bani.',
    )
    const [game, breadcrumbs] = jsonLd()
    expect(game).toMatchObject({ '@type': 'VideoGame', name: 'Fructe de Aur', isAccessibleForFree: true })
    expect(breadcrumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'http://localhost:4173/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Păcănele Gratis',
        item: 'http://localhost:4173/pacanele-gratis',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Fructe de Aur',
        item: 'http://localhost:4173/joc-gratis/fructe-de-aur',
      },
    ])
    expect(JSON.stringify(jsonLd())).not.toMatch(/aggregateRating|ratingValue|offers/)
  })

  it('shows the title, the game, help one tap away, and how it works with every figure from the sheet', () => {
    renderWithStore(<HouseGamePage slug="fructe-de-aur" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Fructe de Aur' })).toBeInTheDocument()
    const game = screen.getByRole('region', { name: 'Joacă Fructe de Aur' })
    expect(within(game).getByRole('button', { name: 'Rotește' })).toBeEnabled()
    const help = within(screen.getByTestId('responsible-play-note'))
    expect(help.getByRole('link', { name: /^Ajutor: jocresponsabil\.ro/ })).toHaveAttribute(
      'href',
      'https://jocresponsabil.ro',
    )
    expect(help.getByRole('link', { name: /^ONJN/ })).toHaveAttribute('href', 'https://onjn.gov.ro')

    expect(figure('RTP')).toBe('96,11%')
    expect(figure('Linii')).toBe('5 linii')
    expect(figure('Volatilitate')).toMatch(/^mică: /)
    const rows = within(screen.getByTestId('house-paytable')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Simbol1 simbol2 simboluri3 simboluri',
      'Cireșe1420',
      'Lămâie–nu plătește–nu plătește20',
      'Portocală–nu plătește–nu plătește20',
      'Struguri–nu plătește–nu plătește25',
      'Pepene–nu plătește–nu plătește35',
      'Clopoțel–nu plătește–nu plătește75',
      'Stea de aur–nu plătește–nu plătește200',
    ])
    expect(rows.slice(1).map((row) => row.querySelector('svg')?.dataset.symbol)).toEqual([
      'cirese',
      'lamaie',
      'portocala',
      'struguri',
      'pepene',
      'clopotel',
      'stea',
    ])
    expect(
      within(screen.getByTestId('house-paylines'))
        .getAllByRole('img')
        .map((line) => line.getAttribute('aria-label')),
    ).toEqual([
      'Linia 1: mijloc, mijloc, mijloc',
      'Linia 2: sus, sus, sus',
      'Linia 3: jos, jos, jos',
      'Linia 4: sus, mijloc, jos',
      'Linia 5: jos, mijloc, sus',
    ])
    const horizons = within(screen.getByTestId('rtp-horizons')).getAllByRole('listitem')
    expect(horizons.map((item) => item.textContent!.split(':')[0])).toEqual([
      '100 de rotiri cu miza de 5 credite',
      '1.000 de rotiri cu miza de 5 credite',
      '10.000 de rotiri cu miza de 5 credite',
    ])
  })

  it('leads on to the other house games and to studio games of the nearest volatility', () => {
    renderWithStore(<HouseGamePage slug="noaptea-de-sanziene" />)
    const others = screen.getByRole('region', { name: 'Alte jocuri gratuite' })
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/joc-gratis/fructe-de-aur', '/joc-gratis/comorile-carpatilor'])
    const studios = screen.getByRole('list', { name: 'Sloturi cu volatilitate mare' })
    expect(within(studios).getAllByTestId('game-card')).toHaveLength(4)
    expect(figure('Rotiri gratuite')).toMatch(/^pornesc o dată la aproximativ/)
  })

  it('answers an unknown slug with the not-found view that search engines skip', () => {
    renderWithStore(<HouseGamePage slug="nu-exista" />, { path: '/joc-gratis/nu-exista' })
    expect(screen.getByRole('heading', { level: 1, name: 'Jocul nu a fost găsit' })).toBeInTheDocument()
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})
