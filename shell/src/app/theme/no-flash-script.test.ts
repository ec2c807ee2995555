import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fakeDarkQuery, storageFor, themeCases } from './theme-cases'

const indexHtml = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8')
// The same pattern the server uses to hash inline scripts for the CSP: attribute-less <script> only.
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)

function runInlineScript(storage: Storage, matchMedia: (query: string) => MediaQueryList) {
  const root = document.createElement('html')
  const run = new Function('localStorage', 'matchMedia', 'window', 'document', inlineScripts[0]!)
  run(storage, matchMedia, { matchMedia }, { documentElement: root })
  return root
}

describe("index.html's no-flash theme script", () => {
  it("is the first of the page's three inline scripts (the others keep early taps and request the JS), with no inline style attribute in the page", () => {
    expect(inlineScripts).toHaveLength(3)
    expect(inlineScripts[0]).toContain("localStorage.getItem('theme')")
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]+>[^<]/)
    expect(indexHtml).not.toMatch(/\sstyle=/)
  })

  it.each(themeCases)('resolves $name to $expected', ({ stored, systemDark, expected }) => {
    const root = runInlineScript(storageFor(stored), fakeDarkQuery(systemDark).matchMedia)
    expect(root.classList.contains('dark')).toBe(expected === 'dark')
    expect(root.style.colorScheme).toBe(expected)
  })

  it('clears a stale dark class when the resolved theme is light', () => {
    const root = document.createElement('html')
    root.classList.add('dark')
    const { matchMedia } = fakeDarkQuery(false)
    const run = new Function('localStorage', 'matchMedia', 'window', 'document', inlineScripts[0]!)
    run(storageFor({ kind: 'value', value: 'light' }), matchMedia, { matchMedia }, { documentElement: root })
    expect(root.classList.contains('dark')).toBe(false)
  })
})
