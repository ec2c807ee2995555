/** The engines the collector tells apart: enough to compare builds per engine, never a fingerprint. */
export type Engine = 'chromium' | 'firefox' | 'webkit' | 'other'

/**
 * The coarse engine of a user agent string, read at ingest; the string itself is never stored.
 * Order matters: every browser on iOS is WebKit whatever it calls itself, and Chromium's string
 * also says "AppleWebKit".
 */
export function engineOf(userAgent: string | undefined): Engine {
  if (!userAgent) return 'other'
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'webkit'
  if (/\b(Chrome|HeadlessChrome|Chromium|Edg)\//.test(userAgent)) return 'chromium'
  if (/\bFirefox\//.test(userAgent)) return 'firefox'
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit'
  return 'other'
}
