import { describe, expect, it } from 'vitest'
import { safeStorage } from './safe-storage'

describe('safeStorage', () => {
  it('answers "nothing stored" when the storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('SecurityError')
      },
      setItem: () => {
        throw new DOMException('QuotaExceededError')
      },
    } as unknown as Storage
    const storage = safeStorage(() => throwing)
    expect(storage.getItem('theme')).toBeNull()
    expect(() => storage.setItem('theme', 'dark')).not.toThrow()
  })

  it('reads and writes the real localStorage', () => {
    const storage = safeStorage()
    storage.setItem('theme', 'light')
    expect(storage.getItem('theme')).toBe('light')
  })
})
