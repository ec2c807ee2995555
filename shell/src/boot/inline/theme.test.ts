import { describe, expect, it } from 'vitest'
import { fakeDarkQuery, storageFor, themeCases } from '../../test/theme-cases'
import { applyStoredTheme } from './theme'

function runThemeScript(
  storage: Storage,
  matchMedia: (query: string) => MediaQueryList,
  root = document.createElement('html'),
) {
  applyStoredTheme(() => storage, matchMedia, root)
  return root
}

describe("the page's no-flash theme script", () => {
  it.each(themeCases)('resolves $name to $expected', ({ stored, systemDark, expected }) => {
    const root = runThemeScript(storageFor(stored), fakeDarkQuery(systemDark).matchMedia)
    expect(root.classList.contains('dark')).toBe(expected === 'dark')
    expect(root.style.colorScheme).toBe(expected)
  })

  it('clears a stale dark class when the resolved theme is light', () => {
    const root = document.createElement('html')
    root.classList.add('dark')
    runThemeScript(storageFor({ kind: 'value', value: 'light' }), fakeDarkQuery(false).matchMedia, root)
    expect(root.classList.contains('dark')).toBe(false)
  })
})
