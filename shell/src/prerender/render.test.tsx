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

  it('reads the rendered stream as UTF-8, ș and ț whole', async () => {
    const html = await renderApp(at('/confidentialitate'), {})
    expect(html).toContain('Confidențialitate</h1>')
    expect(html).toContain('nu are conturi și nu îți cere date personale')
    expect(html).not.toContain('\uFFFD')
  })
})
