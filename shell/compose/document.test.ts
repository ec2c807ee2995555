// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CompositionRecord } from '../src/page-format/composition-record'
import { MAIN_CONTENT_ID, RENDER_AFTER_HEADER } from '../src/page-format/main-content'
import { composeDocument, type ComposedParts } from './document'

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>'
const PAGE = `<header>Păcănele Online</header><main id="${MAIN_CONTENT_ID}"><h1>Acasă</h1></main>`

const parts = (appHtml: string, kind: CompositionRecord['kind']): ComposedParts => ({
  appHtml,
  stylesheets: [],
  modulePreloads: [],
  partPreloads: [],
  record: { kind } as CompositionRecord,
})

describe('composeDocument', () => {
  it("makes a page's first render wait for its <main>, in the head, before any stylesheet", () => {
    const html = composeDocument(TEMPLATE, {
      ...parts(PAGE, 'page'),
      stylesheets: [
        { href: '/assets/remote-css/home.css', remoteHref: 'http://localhost:4174/assets/style.css' },
      ],
    })
    expect(html.split(RENDER_AFTER_HEADER)).toHaveLength(2)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(RENDER_AFTER_HEADER)
    expect(head.indexOf(RENDER_AFTER_HEADER)).toBeLessThan(head.indexOf('rel="stylesheet"'))
    expect(RENDER_AFTER_HEADER).toContain(`href="#${MAIN_CONTENT_ID}"`)
  })

  it('does the same for the 404 page, and not for the frame, which has no body to wait for', () => {
    expect(composeDocument(TEMPLATE, parts(PAGE, 'not-found'))).toContain(RENDER_AFTER_HEADER)
    expect(composeDocument(TEMPLATE, parts('', 'frame'))).not.toContain(RENDER_AFTER_HEADER)
  })

  it('refuses a page with no <main> to wait for, instead of one whose first render waits for all of it', () => {
    expect(() => composeDocument(TEMPLATE, parts('<h1>Acasă</h1>', 'page'))).toThrow(
      `no <main id="${MAIN_CONTENT_ID}">`,
    )
  })
})
