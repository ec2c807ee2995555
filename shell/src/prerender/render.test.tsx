// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderApp } from './render'

const at = (path: string) => `http://compose.invalid${path}`

describe('renderApp', () => {
  it('renders a page the same whatever was rendered before it (the route handlers are made once)', async () => {
    const first = await renderApp(at('/confidentialitate'), {})
    await renderApp(at('/'), {})
    await renderApp(at('/pagina-care-nu-exista'), {})
    await renderApp(at('/'), {}, 'frame')
    expect(await renderApp(at('/confidentialitate'), {})).toBe(first)
    expect(first).toContain('<h1')
  })
})
