import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { CatalogueCounts } from 'shell/contract'
import { categoryRoutes } from 'shell/routes'
import { createAppStore } from 'shell/store'
import { describe, expect, it } from 'vitest'
import ExposedHomePage from '../../exposed/HomePage'

/** Stand-ins for mfe-categories' counts, each naming its page so a tile showing the wrong one fails. */
const counts: CatalogueCounts = {
  catalogue: <span>toate jocurile</span>,
  categories: Object.fromEntries(
    categoryRoutes.map(({ slug }) => [slug, <span key={slug}>{`număr ${slug}`}</span>]),
  ) as CatalogueCounts['categories'],
}

function renderHome(props: { counts?: CatalogueCounts } = { counts }) {
  const store = createAppStore({ dataLayer: () => ({ push: () => 0 }) })
  return render(
    <MemoryRouter>
      <ExposedHomePage
        store={store}
        popularGames={<p>carduri din mfe-categories</p>}
        faq={<p>întrebări din mfe-faq</p>}
        // A shell older than contract 1.1 passes no counts at all.
        counts={props.counts as CatalogueCounts}
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
    const tiles = screen.getAllByTestId('home-feature-title').map((title) => title.textContent)
    expect(tiles).toEqual(['toate jocurile', 'Rating-uri Reale', 'Bonusuri Exclusive'])
  })

  it('lists the nine popular categories, each with the count of its own page', () => {
    renderHome()
    const links = within(section('Categorii Populare')).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Păcănele Online', 'pacanele-online'],
        ['Sloturi Online', 'sloturi-online'],
        ['Jocuri Slot Online', 'jocuri-slot-online'],
        ['Book of Ra Online', 'book-of-ra-online'],
        ['Sweet Bonanza Online', 'sweet-bonanza-online'],
        ['EGT Slots Online', 'egt-slots-online'],
        ['Sloturi Gratis', 'sloturi-gratis'],
        ['Sloturi cu Bonus', 'sloturi-cu-bonus'],
        ['Păcănele Gratis', 'pacanele-gratis'],
      ].map(([title, slug]) => [`${title}număr ${slug}`, `/${slug}`]),
    )
    expect(section('Categorii Populare').textContent).not.toMatch(/\d\+/)
  })

  it('shows no figure at all when the shell passes no counts, never an invented one', () => {
    renderHome({})
    const titles = screen.getAllByTestId('home-feature-title').map((title) => title.textContent)
    expect(titles).toEqual(['', 'Rating-uri Reale', 'Bonusuri Exclusive'])
    for (const count of screen.getAllByTestId('home-category-count')) expect(count).toBeEmptyDOMElement()
    const hero = screen.getByRole('list', { name: 'De ce Păcănele Online' })
    expect(`${hero.textContent}${section('Categorii Populare').textContent}`).not.toMatch(/\d/)
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

  it('keeps the page order: hero, categories, games, article, FAQ', () => {
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
