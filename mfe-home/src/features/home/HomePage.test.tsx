import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { createAppStore } from 'shell/store'
import { describe, expect, it } from 'vitest'
import ExposedHomePage from '../../exposed/HomePage'

function renderHome() {
  const store = createAppStore({ dataLayer: () => ({ push: () => 0 }) })
  return render(
    <MemoryRouter>
      <ExposedHomePage
        store={store}
        popularGames={<p>carduri din mfe-categories</p>}
        faq={<p>întrebări din mfe-faq</p>}
      />
    </MemoryRouter>,
  )
}

const section = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name })
  return heading.closest('section, article') as HTMLElement
}

describe('HomePage', () => {
  it('shows the hero with its heading, two calls to action and three feature tiles', () => {
    const { container } = renderHome()
    const title = screen.getByRole('heading', { level: 1, name: 'Păcănele Online' })
    expect(title).toHaveClass('home-hero-title')
    expect(container.querySelector('[data-remote="mfe-home"]')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Joacă Gratis Acum' })).toHaveAttribute(
      'href',
      '/pacanele-gratis',
    )
    expect(screen.getByRole('link', { name: 'Top Păcănele Online' })).toHaveAttribute(
      'href',
      '/pacanele-online',
    )
    const tiles = screen
      .getAllByTestId('home-feature-tile')
      .map((tile) => tile.querySelector('p')?.textContent)
    expect(tiles).toEqual(['5000+ Jocuri', 'Rating-uri Reale', 'Bonusuri Exclusive'])
  })

  it('lists the nine popular categories with their exact counts and routes', () => {
    renderHome()
    const links = within(section('Categorii Populare')).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Păcănele Online5000+ Jocuri', '/pacanele-online'],
      ['Sloturi Online4500+ Sloturi', '/sloturi-online'],
      ['Jocuri Slot Online6000+ Jocuri', '/jocuri-slot-online'],
      ['Book of Ra Online45+ Variante', '/book-of-ra-online'],
      ['Sweet Bonanza Online30+ Jocuri', '/sweet-bonanza-online'],
      ['EGT Slots Online120+ Sloturi', '/egt-slots-online'],
      ['Sloturi Gratis5000+ Jocuri', '/sloturi-gratis'],
      ['Sloturi cu Bonus800+ Oferte', '/sloturi-cu-bonus'],
      ['Păcănele Gratis3000+ Păcănele', '/pacanele-gratis'],
    ])
  })

  it('puts the composed popular games under its own heading with a "Vezi Toate" link', () => {
    renderHome()
    const games = section('Jocuri Populare')
    expect(within(games).getByRole('link', { name: /^Vezi Toate/ })).toHaveAttribute(
      'href',
      '/pacanele-online',
    )
    expect(within(games).getByText('carduri din mfe-categories')).toBeInTheDocument()
  })

  it('keeps the spec order: hero, categories, games, article, FAQ', () => {
    const { container } = renderHome()
    const text = container.textContent ?? ''
    const order = [
      'Joacă Gratis Acum',
      'Categorii Populare',
      'Jocuri Populare',
      'Cum joci păcănele online în siguranță',
      'întrebări din mfe-faq',
    ].map((part) => text.indexOf(part))
    expect(order.every((position) => position >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('has an intro article of several paragraphs on playing safely, without cedilla letters', () => {
    const { container } = renderHome()
    const article = section('Cum joci păcănele online în siguranță')
    const paragraphs = within(article).getAllByText(/./, { selector: 'p' })
    expect(paragraphs.length).toBeGreaterThanOrEqual(3)
    expect(paragraphs.length).toBeLessThanOrEqual(5)
    expect(article.textContent).toMatch(/ONJN/)
    expect(article.textContent).toMatch(/18 ani/)
    expect(article.textContent).toMatch(/RTP/)
    expect(article.textContent).toMatch(/demo/)
    expect(container.textContent).not.toMatch(/[\u015F\u0163\u015E\u0162]/)
  })

  it('sets the page metadata and a WebSite JSON-LD with the site search', () => {
    renderHome()
    expect(document.title).toBe('Păcănele online: sloturi populare, rating-uri și bonusuri | Păcănele Online')
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:4173/')
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(/păcănele/)
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title)
    expect(document.querySelector('meta[name="twitter:card"]')).toBeInTheDocument()
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')]
    const data = scripts.map((script) => JSON.parse(script.textContent ?? '{}'))
    const site = data.find((item) => item['@type'] === 'WebSite')
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: 'http://localhost:4173/?s={search_term_string}',
      'query-input': 'required name=search_term_string',
    })
  })
})
