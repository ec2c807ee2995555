import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { CategorySlug } from 'shell/routes'
import { categoryLabel } from 'shell/routes'
import { realGames } from '../../catalogue'
import { categories } from '../../catalogue/categories'
import { foldText } from '../../lib/normalize'
import { renderWithStore, type RenderOptions } from '../../test/render'
import { CategoryPage } from './CategoryPage'

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

function renderPage(path: string, options: Omit<RenderOptions, 'path'> = {}) {
  return renderWithStore(
    <>
      <Routes>
        <Route
          path="/egt-slots-online"
          element={<CategoryPage slug="egt-slots-online" faq={<p>FAQ slot</p>} />}
        />
        <Route
          path="/pacanele-online"
          element={<CategoryPage slug="pacanele-online" faq={<p>FAQ slot</p>} />}
        />
        <Route path="/sloturi-cu-bonus" element={<CategoryPage slug="sloturi-cu-bonus" faq={null} />} />
      </Routes>
      <Location />
    </>,
    { path, ...options },
  )
}

const cardTitles = () =>
  within(screen.getByTestId('game-list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('CategoryPage', () => {
  it('shows H1, intro, the faq slot and a page of the category games in its default order', () => {
    renderPage('/egt-slots-online')
    expect(screen.getByRole('heading', { level: 1, name: 'EGT Slots Online' })).toBeInTheDocument()
    expect(screen.getByTestId('category-intro').textContent!.length).toBeGreaterThan(500)
    expect(screen.getByText('FAQ slot')).toBeInTheDocument()
    const egt = realGames.filter((game) => game.provider === 'EGT Interactive')
    // Its default order, the editorial rating (no order by players: none has a source).
    expect(categories['egt-slots-online'].defaultSort).toBe('rating')
    const expected = [...egt]
      .sort((a, b) => b.rating - a.rating || (foldText(a.title) < foldText(b.title) ? -1 : 1))
      .slice(0, 12)
      .map((game) => game.title)
    expect(cardTitles()).toEqual(expected)
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${egt.length} de jocuri`)
  })

  it('reads filters from the URL and ignores garbage in it', () => {
    renderPage('/pacanele-online?furnizor=netent&ordine=nume&pagina=abc&functie=<b>')
    expect(cardTitles()).toEqual(["Gonzo's Quest", 'Starburst'])
    expect(screen.getByLabelText('Furnizor')).toHaveValue('netent')
    expect(screen.getByLabelText('Funcție')).toHaveValue('')
  })

  it('writes filter, sort and page changes to the URL', async () => {
    const user = userEvent.setup()
    renderPage('/pacanele-online')
    await user.click(screen.getByRole('link', { name: /Pagina următoare/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/pacanele-online?pagina=2')
    await user.selectOptions(screen.getByLabelText('Furnizor'), 'novomatic')
    expect(screen.getByTestId('location')).toHaveTextContent('/pacanele-online?furnizor=novomatic')
    await user.selectOptions(screen.getByLabelText('Ordonează după'), 'nume')
    expect(screen.getByTestId('location')).toHaveTextContent('furnizor=novomatic&ordine=nume')
    expect(cardTitles()[0]).toBe('Book of Ra')
    // Back to the category's default order: the parameter disappears.
    await user.selectOptions(screen.getByLabelText('Ordonează după'), 'rating')
    expect(screen.getByTestId('location').textContent).toBe('/pacanele-online?furnizor=novomatic')
  })

  it('searches within the category without diacritics, and clears to a helpful empty state', async () => {
    const user = userEvent.setup()
    renderPage('/egt-slots-online')
    await user.type(screen.getByLabelText('Caută în categorie'), 'ȘUPER')
    expect(cardTitles()).toEqual(['40 Super Hot', '20 Super Hot', '100 Super Hot'])
    expect(screen.getByTestId('location')).toHaveTextContent('cauta=%C8%98UPER')
    await user.type(screen.getByLabelText('Caută în categorie'), 'xyz')
    expect(screen.getByTestId('empty-result')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Șterge filtrele' }))
    expect(screen.getByTestId('location').textContent).toBe('/egt-slots-online')
    expect(screen.getByLabelText('Caută în categorie')).toHaveValue('')
    expect(cardTitles()).toHaveLength(12)
  })

  it('filters with a GET form to its own path; the address the app writes is the one the form submits, defaults left out', async () => {
    const user = userEvent.setup()
    renderPage('/pacanele-online')
    const form = screen.getByRole('form', { name: 'Filtre' }) as HTMLFormElement
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/pacanele-online')
    await user.type(screen.getByLabelText('Caută în categorie'), 'book')
    await user.selectOptions(screen.getByLabelText('Furnizor'), 'novomatic')
    await user.selectOptions(screen.getByLabelText('Ordonează după'), 'nume')
    const native = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (value !== '') native.append(name, String(value))
    expect(native.toString()).toBe('cauta=book&furnizor=novomatic&ordine=nume')
    expect(screen.getByTestId('location').textContent).toBe(`/pacanele-online?${native}`)
    expect(cardTitles()).toEqual([
      'Book of Ra',
      'Book of Ra Deluxe',
      'Book of Ra Deluxe 6',
      'Book of Ra Magic',
    ])
  })

  it('its submit button, with the app live, takes the visitor to the results: the count, then the cards', async () => {
    const user = userEvent.setup()
    renderPage('/pacanele-online')
    await user.selectOptions(screen.getByLabelText('Furnizor'), 'netent')
    await user.click(screen.getByRole('button', { name: 'Aplică filtrele' }))
    expect(screen.getByTestId('result-count')).toHaveFocus()
    expect(screen.getByTestId('location').textContent).toBe('/pacanele-online?furnizor=netent')
  })

  it('a filter chosen in the server HTML before the app was live applies once it has hydrated', () => {
    const errors = vi.spyOn(console, 'error')
    renderPage('/pacanele-online', {
      beforeHydration: (html) => {
        html.querySelector<HTMLSelectElement>('select[name="furnizor"]')!.value = 'netent'
      },
    })
    expect(screen.getByTestId('location').textContent).toBe('/pacanele-online?furnizor=netent')
    expect(cardTitles()).toEqual(['Starburst', "Gonzo's Quest"])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('pages are real links to addresses of their own, filters kept', () => {
    const { unmount } = renderPage('/pacanele-online?ordine=nume&pagina=2')
    const pages = screen.getByRole('navigation', { name: 'Paginare' })
    expect(within(pages).getByRole('link', { name: /Pagina anterioară/ })).toHaveAttribute(
      'href',
      '/pacanele-online?ordine=nume',
    )
    expect(within(pages).getByRole('link', { name: /Pagina următoare/ })).toHaveAttribute(
      'href',
      '/pacanele-online?ordine=nume&pagina=3',
    )
    unmount()
    renderPage('/pacanele-online')
    expect(screen.getByRole('link', { name: /Pagina următoare/ })).toHaveAttribute(
      'href',
      '/pacanele-online?pagina=2',
    )
  })

  it('shows the FAQ on the first page of the list only', () => {
    const { unmount } = renderPage('/pacanele-online?pagina=2')
    expect(screen.queryByText('FAQ slot')).not.toBeInTheDocument()
    unmount()
    renderPage('/pacanele-online?pagina=999')
    expect(screen.queryByText('FAQ slot')).not.toBeInTheDocument()
    expect(screen.getByText(/Pagina \d+ din \d+/)).toBeInTheDocument()
  })

  it('clamps a page past the end to the last page', () => {
    renderPage('/egt-slots-online?pagina=999')
    expect(screen.getByText(/Pagina 2 din 2/)).toBeInTheDocument()
  })

  it('lists the bonus offers on /sloturi-cu-bonus, without money amounts', () => {
    renderPage('/sloturi-cu-bonus')
    const offers = screen.getByTestId('bonus-offers')
    for (const title of [
      'Rotiri gratuite fără depunere',
      'Bonus de bun venit',
      'Cashback săptămânal',
      'Bonus de reîncărcare',
    ]) {
      expect(within(offers).getByRole('heading', { name: title })).toBeInTheDocument()
    }
    expect(within(offers).getByText('100–200% din prima depunere')).toBeInTheDocument()
    expect(within(offers).getAllByText('Rulaj:')).toHaveLength(4)
    expect(offers.textContent).not.toMatch(/\b(lei|RON|EUR|€|\$)\b/)
  })

  it('emits BreadcrumbList and ItemList JSON-LD for the games shown', () => {
    const { container } = renderPage('/egt-slots-online')
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((node) =>
      JSON.parse(node.textContent!),
    )
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Acasă',
      'EGT Slots Online',
    ])
    const list = data.find((item) => item['@type'] === 'ItemList')
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(cardTitles())
  })

  it('names its related categories with the labels of the shell route table', () => {
    renderPage('/egt-slots-online')
    const related = screen.getByRole('navigation', { name: 'Categorii înrudite' })
    const links = within(related).getAllByRole('link')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const slug = link.getAttribute('href')!.slice(1) as CategorySlug
      expect(link).toHaveTextContent(categoryLabel(slug))
    }
  })

  it('says in Romanian that a category newer than this build is coming, without throwing', () => {
    for (const slug of ['categorie-noua', 'constructor', '__proto__']) {
      const { unmount } = renderWithStore(<CategoryPage slug={slug as CategorySlug} faq={<p>FAQ slot</p>} />)
      expect(screen.getByRole('heading', { level: 1, name: 'Categorie în pregătire' })).toBeInTheDocument()
      expect(screen.getByText(/Jocurile din această categorie apar aici în curând\./)).toBeInTheDocument()
      expect(screen.queryByTestId('game-list')).toBeNull()
      unmount()
    }
  })
})
