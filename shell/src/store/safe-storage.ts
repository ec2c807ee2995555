import { browserStorage, type RegisteredStorage, type StorageKey } from '../privacy/storage-registry'

/**
 * The browser's local storage that never throws: private modes, disabled cookies and full quotas
 * all end in "nothing stored" instead of a crash. It takes only registered keys.
 */
export interface KeyValueStorage {
  getItem(key: StorageKey): string | null
  setItem(key: StorageKey, value: string): void
  /** Optional for a test's storage that never holds a key to remove. */
  removeItem?(key: StorageKey): void
}

export function safeStorage(
  getStorage: () => RegisteredStorage | undefined = () => browserStorage('localStorage'),
): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return getStorage()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        getStorage()?.setItem(key, value)
      } catch {
        // Storage unavailable: the choice lives for this visit only.
      }
    },
    removeItem(key) {
      try {
        getStorage()?.removeItem(key)
      } catch {
        // Storage that cannot be reached holds nothing to remove.
      }
    },
  }
}
