/** Buckets per rollout: a canary's percent has at most two decimals, 0.01 % being one bucket. */
export const BUCKETS = 10_000

export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/

/**
 * FNV-1a over the UTF-8 bytes, then MurmurHash3's finaliser. Synchronous (the resolver runs before the
 * first remote request, and Web Crypto's digest is async only) and enough: the visitor id is already
 * 128 random bits, so the hash has only to spread (salt, id) pairs evenly, not to resist anyone. FNV-1a
 * alone mixes its low bits poorly for inputs that differ in their last characters; the finaliser
 * spreads every input bit over the whole word.
 */
const utf8 = new TextEncoder()

function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of utf8.encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

/**
 * This visitor's bucket in [0, BUCKETS) for one rollout. The same id and salt always give the same
 * bucket; another salt (another remote or build) gives an unrelated one. The high bits choose the
 * bucket, so there is no modulo bias.
 */
export function canaryBucket(visitorId: string, salt: string): number {
  // NUL cannot occur in a salt, so no two (salt, id) pairs hash the same text.
  return Math.floor((hash32(`${salt}\u0000${visitorId}`) / 2 ** 32) * BUCKETS)
}

/** The buckets below this number are in the canary: percent 10 → buckets 0..999. */
export function canaryThreshold(percent: number): number {
  return Math.round(percent * (BUCKETS / 100))
}

/** A visitor is in the canary when their bucket is below the percent: raising it only ever adds visitors. */
export function inCanary(visitorId: string, canary: { percent: number; salt: string }): boolean {
  return canaryBucket(visitorId, canary.salt) < canaryThreshold(canary.percent)
}

/** 128 random bits from the platform's CSPRNG, as 32 hex digits; the caller stores it. */
export function newVisitorId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
