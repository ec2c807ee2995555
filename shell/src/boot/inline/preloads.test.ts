// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLICE_MS } from '../../lib/main-thread-slices'
import { pagePreloadsTemplate } from '../../page-format/preloads-template'
import { fakePaintWindow } from '../../test/fake-paint-window'
import { requestPagePreloads, requestPreloadsWhenStyled } from './preloads'

const PRELOAD = '<link rel="modulepreload" href="https://remote.example/assets/a.js" crossorigin>'

/** A head as composed: two stylesheets, then the JS waiting in its template. */
function composedHead() {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/style.css"><link rel="stylesheet" href="/remote-css/faq.css">' +
    pagePreloadsTemplate(PRELOAD)
  const [shell, remote] = [...document.head.querySelectorAll('link')]
  return { shell: shell!, remote: remote! }
}

/** What the browser does when a stylesheet has arrived: `sheet` is set, then `load` fires. */
function load(link: HTMLLinkElement) {
  Object.defineProperty(link, 'sheet', { value: new CSSStyleSheet(), configurable: true })
  link.dispatchEvent(new Event('load'))
}

const requested = () => [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')]

describe('page preloads', () => {
  it('stay inert in the HTML, then go into the head when asked for', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/a.css">${pagePreloadsTemplate(PRELOAD)}`
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)

    requestPagePreloads()

    const preloads = document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')
    expect([...preloads].map((link) => link.href)).toEqual(['https://remote.example/assets/a.js'])
    expect(document.querySelector('template')).toBeNull()
  })

  it('writes no template when there is nothing to preload', () => {
    expect(pagePreloadsTemplate('')).toBe('')
  })
})

describe("the page's preloads script", () => {
  /** The script as the page runs it, in a page that will report its first paint (`paint`). */
  function preloadsScript() {
    const page = fakePaintWindow()
    const listening = new AbortController()
    const addEventListener = document.addEventListener.bind(document)
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
      addEventListener(type, listener, { capture: options === true, signal: listening.signal }),
    )
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    requestPreloadsWhenStyled(document, page.win)
    return { ...page, stop: () => listening.abort() }
  }
  let script: ReturnType<typeof preloadsScript>
  beforeEach(() => {
    script = preloadsScript()
  })
  afterEach(() => {
    script.stop()
    vi.restoreAllMocks()
  })

  it('requests nothing while a stylesheet is still on its way', () => {
    const { shell } = composedHead()
    load(shell)
    script.paint('first-contentful-paint')
    expect(requested()).toHaveLength(0)
  })

  it("moves the template's links into the head once the last stylesheet has loaded and the page has painted", () => {
    const { shell, remote } = composedHead()
    load(shell)
    load(remote)
    expect(requested(), 'styled, not yet painted').toHaveLength(0)
    script.paint('first-contentful-paint')
    expect(requested().map((link) => link.getAttribute('href'))).toEqual([
      'https://remote.example/assets/a.js',
    ])
    expect(document.querySelector('template[data-preloads]')).toBeNull()
  })

  it('in a tab that will report no paint (hidden), moves them once styled', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const { shell, remote } = composedHead()
    load(shell)
    load(remote)
    expect(requested()).toHaveLength(1)
  })
})

describe('page preloads, in slices', () => {
  afterEach(() => vi.restoreAllMocks())

  it('move links until the slice is spent, and the rest in a later task, in order', async () => {
    const links = ['a', 'b', 'c'].map(
      (name) => `<link rel="modulepreload" href="https://remote.example/assets/${name}.js" crossorigin>`,
    )
    document.head.innerHTML = pagePreloadsTemplate(links.join(''))
    // Each reading of the clock is a whole slice later: one link per task.
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS + 1))
    const hrefs = () => requested().map((link) => link.getAttribute('href')!.slice(-4))

    requestPagePreloads()
    expect(hrefs()).toEqual(['a.js'])
    await vi.waitFor(() => expect(hrefs()).toEqual(['a.js', 'b.js', 'c.js']))
    expect(document.querySelector('template[data-preloads]')).toBeNull()
  })
})
