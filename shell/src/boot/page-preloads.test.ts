// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { pagePreloadsTemplate, requestPagePreloads } from './page-preloads'

const LINK = '<link rel="modulepreload" href="https://remote.example/assets/a.js" crossorigin>'

describe('page preloads', () => {
  it('stay inert in the HTML, then go into the head when asked for', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/a.css">${pagePreloadsTemplate(LINK)}`
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
