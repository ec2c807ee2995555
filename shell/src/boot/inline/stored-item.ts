/**
 * What the page's storage holds under `key`, for the inline scripts; null where it holds nothing, or
 * where the browser blocks storage (which then holds nothing either).
 */
export function storedItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}
