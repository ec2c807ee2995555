/** Every kind of stored theme value the site can meet, shared by the theme tests. */
export type StoredTheme = { kind: 'value'; value: string } | { kind: 'missing' } | { kind: 'throwing' }

export interface ThemeCase {
  name: string
  stored: StoredTheme
  systemDark: boolean
  expected: 'light' | 'dark'
}

const storedValues: Array<[string, StoredTheme, (systemDark: boolean) => 'light' | 'dark']> = [
  ['light', { kind: 'value', value: 'light' }, () => 'light'],
  ['dark', { kind: 'value', value: 'dark' }, () => 'dark'],
  ['system', { kind: 'value', value: 'system' }, (dark) => (dark ? 'dark' : 'light')],
  ['garbage', { kind: 'value', value: '{"dark":true}' }, (dark) => (dark ? 'dark' : 'light')],
  ['wrong case', { kind: 'value', value: 'DARK' }, (dark) => (dark ? 'dark' : 'light')],
  ['empty', { kind: 'value', value: '' }, (dark) => (dark ? 'dark' : 'light')],
  ['missing', { kind: 'missing' }, (dark) => (dark ? 'dark' : 'light')],
  ['throwing storage', { kind: 'throwing' }, (dark) => (dark ? 'dark' : 'light')],
]

export const themeCases: ThemeCase[] = storedValues.flatMap(([name, stored, expect]) =>
  [false, true].map((systemDark) => ({
    name: `${name}, system ${systemDark ? 'dark' : 'light'}`,
    stored,
    systemDark,
    expected: expect(systemDark),
  })),
)

/** A Storage stand-in holding the case's value, or throwing on every access like a blocked one. */
export function storageFor(stored: StoredTheme): Storage {
  const values = new Map<string, string>()
  if (stored.kind === 'value') values.set('theme', stored.value)
  const guard = () => {
    if (stored.kind === 'throwing') throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return {
    get length() {
      guard()
      return values.size
    },
    clear: () => (guard(), values.clear()),
    getItem: (key) => (guard(), values.get(key) ?? null),
    key: (index) => (guard(), [...values.keys()][index] ?? null),
    removeItem: (key) => (guard(), void values.delete(key)),
    setItem: (key, value) => (guard(), void values.set(key, value)),
  }
}

/** A controllable `prefers-color-scheme: dark` media query. */
export function fakeDarkQuery(initiallyDark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  return {
    matchMedia: (media: string) => {
      if (media !== query.media) throw new Error(`unexpected media query ${media}`)
      return query as unknown as MediaQueryList
    },
    setDark(dark: boolean) {
      query.matches = dark
      listeners.forEach((listener) => listener())
    },
    listenerCount: () => listeners.size,
  }
}
