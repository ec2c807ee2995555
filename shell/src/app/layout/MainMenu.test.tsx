import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuLinks } from '../../contract/routes'
import { MainMenu } from './MainMenu'

const page = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <MainMenu />
  </MemoryRouter>
)

/** The menu as the compose step writes it into a page, in a document. */
function serverRendered(path: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(path))
  document.body.append(container)
  return container
}

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('MainMenu without the app: what the server sends', () => {
  it('is a button that toggles a popover of plain links, tied by id', () => {
    const html = serverRendered('/sloturi-online')
    const trigger = html.querySelector('nav[aria-label="Meniu principal"] > button')!
    const panelId = trigger.getAttribute('popovertarget')
    expect(panelId).toBeTruthy()
    const panel = html.ownerDocument.getElementById(panelId!)!
    expect(panel.getAttribute('popover')).toBe('auto')
    expect(trigger.nextElementSibling).toBe(panel)
    const links = [...panel.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      menuLinks.map((link) => [link.label, link.to]),
    )
    expect(panel.querySelector('a[aria-current="page"]')?.textContent).toBe('Sloturi Online')
  })

  it('leaves the expanded state to the browser: no aria-expanded that could go stale without JS', () => {
    const html = serverRendered('/')
    expect(html.querySelector('[aria-expanded], [aria-controls], [role^="menu"]')).toBeNull()
  })
})

describe('MainMenu hydrating the server HTML', () => {
  it('renders on the client exactly what the server sent', async () => {
    const container = serverRendered('/sloturi-online')
    const sent = container.innerHTML
    const consoleError = vi.spyOn(console, 'error')
    const onRecoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, page('/sloturi-online'), { onRecoverableError }),
    )
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(sent)
    act(() => root.unmount())
  })
})
