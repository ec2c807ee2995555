// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { rememberComposedHead, type ComposedHead } from './composed-head'

const TEMPLATE = '<meta charset="UTF-8"><meta name="viewport" content="width=device-width">'
const COMPOSED =
  '<title>Sloturi Online | Păcănele Online</title>' +
  '<meta name="description" content="Cele mai jucate sloturi.">' +
  '<link rel="canonical" href="https://pacanele.example.ro/sloturi-online">' +
  '<meta property="og:title" content="Sloturi Online | Păcănele Online">'

/** A tag as React adds it when a component renders afresh instead of hydrating. */
function renderedTag(html: string): void {
  document.head.insertAdjacentHTML('beforeend', html)
}

const headTags = () =>
  [...document.head.children].map((tag) => tag.outerHTML).filter((html) => !html.includes('charset'))

let composedHead: ComposedHead
const dropSupersededHeadTags = () => composedHead.dropSuperseded()

beforeEach(() => {
  document.head.innerHTML = TEMPLATE + COMPOSED
  composedHead = rememberComposedHead()
})

describe('the composed head', () => {
  it('keeps every composed tag while React has rendered none of its own (the page hydrated)', () => {
    dropSupersededHeadTags()
    expect(document.head.innerHTML).toBe(TEMPLATE + COMPOSED)
  })

  it('leaves one of each tag once a slot has rendered the page afresh, the newly rendered one', () => {
    const fresh =
      '<title>Sloturi Online (nou) | Păcănele Online</title>' +
      '<meta name="description" content="Descriere nouă.">' +
      '<link rel="canonical" href="https://pacanele.example.ro/sloturi-online">' +
      '<meta property="og:title" content="Sloturi Online (nou) | Păcănele Online">'
    renderedTag(fresh)
    dropSupersededHeadTags()
    expect(headTags()).toEqual([
      '<meta name="viewport" content="width=device-width">',
      ...[...new DOMParser().parseFromString(`<head>${fresh}</head>`, 'text/html').head.children].map(
        (tag) => tag.outerHTML,
      ),
    ])
    expect(document.title).toBe('Sloturi Online (nou) | Păcănele Online')
  })

  it('replaces only what was rendered again: a composed tag without a newer twin stays', () => {
    renderedTag('<meta name="description" content="Descriere nouă.">')
    dropSupersededHeadTags()
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Descriere nouă.',
    )
    expect(document.querySelector('meta[property="og:title"]')).not.toBeNull()
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull()
  })

  it('never touches the tags React renders for the pages a visitor opens next', () => {
    renderedTag('<meta name="description" content="Descriere nouă.">')
    dropSupersededHeadTags()
    // A client navigation: React removes its tags for the old page and renders the new page's.
    document.querySelector('meta[name="description"]')?.remove()
    renderedTag('<meta name="description" content="Pagina următoare.">')
    dropSupersededHeadTags()
    expect(
      [...document.querySelectorAll('meta[name="description"]')].map((tag) => tag.getAttribute('content')),
    ).toEqual(['Pagina următoare.'])
  })
})
