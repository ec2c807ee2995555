import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Input } from './input'
import { Select } from './select'

describe('the form fields', () => {
  it("share one look, with a size and a width to choose and room for classes of the caller's own", () => {
    render(
      <>
        <Input aria-label="Caută" className="pr-10" />
        <Select aria-label="Miză" size="lg" width="auto">
          <option value="1">1 credit</option>
        </Select>
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Caută' })
    const select = screen.getByRole('combobox', { name: 'Miză' })
    for (const field of [input, select]) expect(field).toHaveClass('h-10', 'rounded-md', 'border-input')
    expect(input).toHaveClass('text-sm', 'px-3', 'pr-10', 'w-full')
    expect(select).toHaveClass('text-base', 'w-auto')
    expect(select).not.toHaveClass('w-full')
    expect(select).not.toHaveClass('text-sm')
  })

  it('are the native controls, so forms submit them without JavaScript', () => {
    render(
      <form aria-label="Filtre">
        <Input name="q" defaultValue="book" />
        <Select name="ordine" defaultValue="nume">
          <option value="rating">Rating</option>
          <option value="nume">Nume</option>
        </Select>
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Filtre' }) as HTMLFormElement
    expect([...new FormData(form).entries()]).toEqual([
      ['q', 'book'],
      ['ordine', 'nume'],
    ])
  })
})
