// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { takeEntryPreloads } from './preload-app-start'

const ENTRY_IMPORTS = new Set(['assets/composition-record-AbC.js'])

describe('takeEntryPreloads', () => {
  it("takes the entry's modulepreload links out of the head however Vite writes them", () => {
    for (const link of [
      '<link rel="modulepreload" crossorigin href="/assets/composition-record-AbC.js">',
      `<link crossorigin href='/assets/composition-record-AbC.js' rel=modulepreload>`,
      '<link rel="modulepreload" href="/assets/composition-record-AbC.js" crossorigin="" />',
    ]) {
      const html = `<head>\n<script type="module" src="/assets/index-X.js"></script>\n${link}\n<link rel="stylesheet" href="/assets/style-Y.css">\n</head>`
      const { html: rest, taken } = takeEntryPreloads(html, ENTRY_IMPORTS)
      expect(taken, link).toEqual(['assets/composition-record-AbC.js'])
      expect(rest, link).not.toContain('composition-record')
      expect(rest, link).toContain('<link rel="stylesheet" href="/assets/style-Y.css">')
      expect(rest, link).toContain('<script type="module" src="/assets/index-X.js"></script>')
    }
  })

  it('leaves every other link where it is', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/composition-record-AbC.js">',
      '<link rel="modulepreload" href="/assets/other-Z.js">',
      '<link rel="preconnect" href="http://localhost:4174" crossorigin="">',
    ].join('\n')
    expect(takeEntryPreloads(html, ENTRY_IMPORTS)).toEqual({ html, taken: [] })
  })
})
