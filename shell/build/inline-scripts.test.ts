// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { storageDefinitions } from '../src/privacy/storage-registry'
import { fakeDarkQuery, storageFor } from '../src/test/theme-cases'
import { inlineScripts } from './inline-scripts'

const indexHtml = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8')
// The same pattern the server uses to hash inline scripts for the CSP: attribute-less <script> only.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

let page: string
let scripts: string[]

// esbuild, which bundles the scripts, runs outside jsdom.
beforeAll(async () => {
  page = await inlineScripts(indexHtml)
  scripts = [...page.matchAll(INLINE_SCRIPT)].map((match) => match[1]!)
}, 60_000)

describe("index.html's inline scripts, bundled from src/boot/inline/", () => {
  it('are five plain scripts, the theme first, with no other inline script or style attribute in the page', () => {
    expect(scripts).toHaveLength(5)
    expect(scripts[0]).toContain('localStorage')
    // The storage key as a string literal, in whichever quotes the minifier chose (Oxc: backticks).
    expect(scripts[0]).toMatch(/(["'`])theme\1/)
    expect(scripts[1]).toContain('pacanele:consimtamant')
    expect(scripts[2]).toContain('pacanele:live')
    expect(scripts[3]).toContain('data-preloads')
    expect(scripts[4]).toContain('pacanele:number-format-worker')
    expect(page).not.toContain('data-inline-module')
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]+>[^<]/)
    expect(page).not.toMatch(/\sstyle=/)
  })

  it("carry no privacy page texts: the storage registry's words stay out of every page's head", () => {
    for (const { purpose, keptFor } of storageDefinitions)
      for (const words of [purpose, keptFor]) expect(page).not.toContain(words.slice(0, 24))
  })

  it('run as classic scripts: the theme script applies the stored theme to the page', () => {
    const classes = new Set(['dark'])
    const root = {
      classList: {
        toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
      },
      style: { colorScheme: '' },
    }
    const window = { localStorage: storageFor({ kind: 'value', value: 'light' }), ...fakeDarkQuery(true) }
    new Function('window', 'document', scripts[0]!)(window, { documentElement: root })
    expect(classes.has('dark')).toBe(false)
    expect(root.style.colorScheme).toBe('light')
  })

  it('run as classic scripts: the consent script marks a page whose visitor has no answer, and only that', () => {
    const marks = (stored: string | null) => {
      const attributes = new Set<string>()
      const root = {
        setAttribute: (name: string) => void attributes.add(name),
        removeAttribute: (name: string) => void attributes.delete(name),
      }
      const localStorage = { getItem: () => stored }
      new Function('window', 'document', scripts[1]!)({ localStorage }, { documentElement: root })
      return attributes.has('data-consent-question')
    }
    expect(marks(null)).toBe(true)
    expect(marks(JSON.stringify({ measurement: false, trials: false, answeredAt: Date.now() - 1000 }))).toBe(
      false,
    )
  })
})
