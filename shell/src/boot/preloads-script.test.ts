// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { pagePreloadsTemplate } from './page-preloads'

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')
const preloadsScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1]!)
  .find((script) => script.includes('template[data-preloads]'))!

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

describe("index.html's preloads script", () => {
  beforeAll(() => {
    new Function(preloadsScript)()
  })

  it('requests nothing while a stylesheet is still on its way', () => {
    const { shell } = composedHead()
    load(shell)
    expect(requested()).toHaveLength(0)
  })

  it("moves the template's links into the head when the last stylesheet has loaded", () => {
    const { shell, remote } = composedHead()
    load(shell)
    load(remote)
    expect(requested().map((link) => link.getAttribute('href'))).toEqual([
      'https://remote.example/assets/a.js',
    ])
    expect(document.querySelector('template[data-preloads]')).toBeNull()
  })
})
