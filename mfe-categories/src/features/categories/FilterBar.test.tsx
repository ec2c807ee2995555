import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateServerHtml } from '../../test/render'
import { FilterBar } from './FilterBar'
import { defaultViewState, type ViewState } from './url-state'

function filterBar(state: Partial<ViewState> = {}) {
  const onChange = vi.fn()
  const onApplied = vi.fn()
  const ui = (
    <FilterBar
      action="/sloturi-online"
      state={{ ...defaultViewState, ...state }}
      sort={state.sort ?? 'rating'}
      onChange={onChange}
      onApplied={onApplied}
    />
  )
  return { ui, onChange, onApplied }
}

const form = () => screen.getByRole('form', { name: 'Filtre' }) as HTMLFormElement

/** What the browser sends when the form is submitted without the app. */
const submitted = () => [...new FormData(form())].map(([name, value]) => `${name}=${String(value)}`).join('&')

const choose = (container: HTMLElement, id: string, value: string) => {
  const control = container.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)!
  control.value = value
}

afterEach(() => vi.restoreAllMocks())

describe('FilterBar', () => {
  it('is a GET form to the category, its controls named as the URL parameters', () => {
    render(filterBar({ provider: 'netent', query: 'star' }).ui)
    expect(form()).toHaveAttribute('method', 'get')
    expect(form()).toHaveAttribute('action', '/sloturi-online')
    expect(submitted()).toBe('cauta=star&furnizor=netent&functie=&ordine=rating')
    expect(screen.getByRole('button', { name: 'Aplică filtrele' })).toHaveAttribute('type', 'submit')
  })

  it('applies each change at once: a choice adds a history entry, typing replaces it', async () => {
    const user = userEvent.setup()
    const { ui, onChange } = filterBar()
    render(ui)
    await user.selectOptions(screen.getByLabelText('Furnizor'), 'novomatic')
    expect(onChange).toHaveBeenLastCalledWith({ provider: 'novomatic' })
    await user.type(screen.getByLabelText('Caută în categorie'), 'h')
    expect(onChange).toHaveBeenLastCalledWith({ query: 'h' }, { replace: true })
  })

  it('handles its own submission: nothing reloads, what the form holds is applied, the results are next', () => {
    const { ui, onChange, onApplied } = filterBar()
    render(ui)
    // A value the app was not told about (no change event), as after a browser restored the form.
    ;(screen.getByLabelText('Funcție') as HTMLSelectElement).value = 'jackpot'
    const notPrevented = fireEvent.submit(form())
    expect(notPrevented).toBe(false)
    expect(onChange).toHaveBeenCalledWith({ feature: 'jackpot' }, { replace: false })
    expect(onApplied).toHaveBeenCalledOnce()
  })

  it('a submission with nothing new only leads to the results', () => {
    const { ui, onChange, onApplied } = filterBar({ provider: 'netent' })
    render(ui)
    fireEvent.submit(form())
    expect(onChange).not.toHaveBeenCalled()
    expect(onApplied).toHaveBeenCalledOnce()
  })

  it('applies, once hydrated, the choices made in the server HTML before the app was live', () => {
    const errors = vi.spyOn(console, 'error')
    const { ui, onChange } = filterBar()
    hydrateServerHtml(ui, (container) => {
      choose(container, 'filtru-furnizor', 'netent')
      choose(container, 'filtru-ordine', 'nume')
    })
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      { provider: 'netent', sort: 'nume' },
      { replace: false, flush: false },
    )
    expect(screen.getByLabelText('Furnizor')).toHaveValue('netent')
    expect(errors).not.toHaveBeenCalled()
  })

  it('text typed before hydration replaces the history entry, as typing does', () => {
    const { ui, onChange } = filterBar()
    hydrateServerHtml(ui, (container) => choose(container, 'filtru-cautare', 'dolphin'))
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ query: 'dolphin' }, { replace: true, flush: false })
  })

  it('hydrating an untouched form changes nothing', () => {
    const { ui, onChange } = filterBar({ provider: 'netent', query: 'star', sort: 'nume' })
    hydrateServerHtml(ui, () => undefined)
    expect(onChange).not.toHaveBeenCalled()
  })
})
