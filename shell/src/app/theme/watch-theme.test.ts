import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppStore } from '../../store'
import { safeStorage } from '../../store/safe-storage'
import { fakeDarkQuery, storageFor, themeCases } from '../../test/theme-cases'
import { watchTheme } from './watch-theme'

function setUp(stored: Parameters<typeof storageFor>[0], systemDark: boolean) {
  const media = fakeDarkQuery(systemDark)
  vi.stubGlobal('matchMedia', media.matchMedia)
  const storage = storageFor(stored)
  const store = createAppStore({ storage: safeStorage(() => storage), dataLayer: () => ({ push: () => 0 }) })
  const root = document.createElement('html')
  const stop = watchTheme(store, root)
  return { media, store, root, stop }
}

const isDark = (root: HTMLElement) => root.classList.contains('dark')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('watchTheme', () => {
  it.each(themeCases)(
    'resolves $name to $expected, like the inline script',
    ({ stored, systemDark, expected }) => {
      const { root } = setUp(stored, systemDark)
      expect(isDark(root)).toBe(expected === 'dark')
      expect(root.style.colorScheme).toBe(expected)
    },
  )

  it('follows live system changes while the preference is "system"', () => {
    const { media, root } = setUp({ kind: 'missing' }, false)
    expect(isDark(root)).toBe(false)
    media.setDark(true)
    expect(isDark(root)).toBe(true)
    media.setDark(false)
    expect(isDark(root)).toBe(false)
  })

  it('lets a stored choice win over live system changes', () => {
    const { media, root } = setUp({ kind: 'value', value: 'light' }, true)
    expect(isDark(root)).toBe(false)
    media.setDark(false)
    media.setDark(true)
    expect(isDark(root)).toBe(false)
  })

  it('applies a new choice at once and goes back to the system one', () => {
    const { store, root } = setUp({ kind: 'missing' }, true)
    store.getState().setThemePreference('light')
    expect(isDark(root)).toBe(false)
    store.getState().setThemePreference('system')
    expect(isDark(root)).toBe(true)
  })

  it('keeps working when the storage throws on save', () => {
    const { store, root } = setUp({ kind: 'throwing' }, false)
    store.getState().setThemePreference('dark')
    expect(isDark(root)).toBe(true)
  })

  it('stops listening when disposed', () => {
    const { media, root, stop } = setUp({ kind: 'missing' }, false)
    expect(media.listenerCount()).toBe(1)
    stop()
    expect(media.listenerCount()).toBe(0)
    media.setDark(true)
    expect(isDark(root)).toBe(false)
  })
})
