import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { SearchBox } from './SearchBox'

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

const routes: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <SearchBox />
        <Location />
      </>
    ),
  },
]

/** The header's search form as the server sends it, on a category page. */
async function serverHtml(url: string): Promise<Document> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  )
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('SearchBox', () => {
  it('is, in the server HTML, a GET form to / whose field is `s`, with a submit button', async () => {
    const page = await serverHtml('http://localhost/sloturi-online?furnizor=netent')
    const form = page.querySelector('form[role="search"]')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/')
    const fields = [...form.querySelectorAll('input, select, textarea')].map((field) =>
      field.getAttribute('name'),
    )
    expect(fields).toEqual(['s'])
    const submit = form.querySelector('button')!
    expect(submit.getAttribute('type')).toBe('submit')
    expect(submit.textContent).toBe('Caută')
  })

  it('with the app, the magnifier submits the typed text to /?s= in place', async () => {
    const user = userEvent.setup()
    const router = createMemoryRouter(routes, { initialEntries: ['/sloturi-online'] })
    render(<RouterProvider router={router} />)
    await user.type(screen.getByRole('searchbox', { name: 'Caută jocuri' }), 'book of ra')
    await user.click(screen.getByRole('button', { name: 'Caută' }))
    expect(await screen.findByText('/?s=book+of+ra')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Caută jocuri' })).toHaveValue('book of ra')
  })
})
