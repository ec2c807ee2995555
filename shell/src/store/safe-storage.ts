/**
 * localStorage that never throws: private modes, disabled cookies and full quotas all end in
 * "nothing stored" instead of a crash.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export function safeStorage(
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
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
  }
}
