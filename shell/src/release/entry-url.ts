const MAX_ENTRY_LENGTH = 2048
/** Resolves root-relative entries for checking only; `.invalid` can never be a real host. */
const CHECK_BASE = 'https://root-relative.invalid'

/**
 * Why `value` cannot be a remote's entry, or null when it can: an absolute http(s) URL without a user
 * name or password, or a path from the site's root. The string is parsed as the browser will parse
 * it, so case games (`HTTPS:`, `JaVaScRiPt:`), `//host` and `/\host` are judged by what they load.
 */
export function entryUrlProblem(value: string): string | null {
  if (value.length > MAX_ENTRY_LENGTH) return `is longer than ${MAX_ENTRY_LENGTH} characters`
  // The URL parser silently drops some of these; an entry that reads differently from what loads is refused.
  if (/[\p{Cc}\s\\]/u.test(value)) return 'contains whitespace, a control character or a backslash'
  const rootRelative = value.startsWith('/')
  let url: URL
  try {
    url = rootRelative ? new URL(value, CHECK_BASE) : new URL(value)
  } catch {
    return 'is neither an absolute http(s) URL nor a path from the site root'
  }
  if (rootRelative && url.origin !== CHECK_BASE) return 'starts with "//", which names another host'
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `uses ${url.protocol} (only http: and https:)`
  if (url.username !== '' || url.password !== '') return 'carries a user name or password'
  return null
}

/** The origin an entry loads from: a root-relative entry loads from the page's own origin. */
export function entryOrigin(entry: string, pageOrigin: string): string | null {
  try {
    return new URL(entry, pageOrigin).origin
  } catch {
    return null
  }
}
