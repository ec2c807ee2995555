import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'

/** The site's pattern: a plain button (no DialogTrigger) mounts the dialog while it is wanted. */
function Opener({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Joacă Gratis
      </button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
            <DialogHeader>
              <DialogTitle>Ai peste 18 ani?</DialogTitle>
              <DialogDescription>Confirmarea rămâne valabilă până reîncarci pagina.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      )}
    </>
  )
}

/** Radix moves focus back in a task of its own once the dialog is gone. */
const closeWithEscape = () => {
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
  act(() => vi.runAllTimers())
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Dialog', () => {
  it('is labelled by its title and described by its description, and adds no <style> element', () => {
    render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Joacă Gratis' }))
    const dialog = screen.getByRole('dialog', { name: 'Ai peste 18 ani?' })
    expect(dialog).toHaveAccessibleDescription('Confirmarea rămâne valabilă până reîncarci pagina.')
    // The page's CSP refuses runtime <style> elements; the scroll lock is a rule of the stylesheet.
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(document.querySelector('[data-dialog-backdrop]')).not.toBeNull()
  })

  it('gives focus back to the button that opened it', () => {
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Joacă Gratis' })
    opener.focus()
    fireEvent.click(opener)
    expect(opener).not.toHaveFocus()
    closeWithEscape()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.querySelector('[data-dialog-backdrop]')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it("leaves focus to the caller's own onCloseAutoFocus when it takes it", () => {
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    render(
      <Opener
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          elsewhere.focus()
        }}
      />,
    )
    const opener = screen.getByRole('button', { name: 'Joacă Gratis' })
    opener.focus()
    fireEvent.click(opener)
    closeWithEscape()
    expect(elsewhere).toHaveFocus()
    elsewhere.remove()
  })
})
