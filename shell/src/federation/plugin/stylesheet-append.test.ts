import { afterEach, describe, expect, it } from 'vitest'
import { patchStylesheetAppend } from './stylesheet-append'

// The stylesheet loader as the federation plugin emits it in remoteEntry.js (minified).
const RUNTIME = `(hrefs)=>{hrefs.forEach(n=>{const f=document.createElement("link");f.rel="stylesheet",f.href=n,document.head.appendChild(f)})}`
const load = (code: string) => new Function(`return ${code}`)() as (hrefs: string[]) => void
const linkedSheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href)

describe('patchStylesheetAppend', () => {
  afterEach(() => document.head.replaceChildren())

  it('leaves out a stylesheet the composed page already links', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="http://localhost:4176/assets/faq.css">'
    load(patchStylesheetAppend(RUNTIME, 'remoteEntry.js'))(['http://localhost:4176/assets/faq.css'])
    expect(linkedSheets()).toEqual(['http://localhost:4176/assets/faq.css'])
  })

  it("leaves out a stylesheet whose shell copy the composed page links, naming the remote's URL", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/remote-css/faq-abc.css" data-remote-href="http://localhost:4176/assets/faq.css">'
    load(patchStylesheetAppend(RUNTIME, 'remoteEntry.js'))(['http://localhost:4176/assets/faq.css'])
    expect(linkedSheets()).toEqual([new URL('/assets/remote-css/faq-abc.css', location.href).href])
  })

  it('still adds a stylesheet the page does not link', () => {
    load(patchStylesheetAppend(RUNTIME, 'remoteEntry.js'))(['http://localhost:4176/assets/faq.css'])
    expect(linkedSheets()).toEqual(['http://localhost:4176/assets/faq.css'])
  })

  it('refuses code that does not append exactly one stylesheet', () => {
    expect(() => patchStylesheetAppend('export const get = () => {}', 'remoteEntry.js')).toThrow(
      'expected one stylesheet append in remoteEntry.js, found 0',
    )
    expect(() => patchStylesheetAppend(RUNTIME + RUNTIME, 'remoteEntry.js')).toThrow('found 2')
  })
})
