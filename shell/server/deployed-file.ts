import { readFileSync } from 'node:fs'

const TTL_MS = 1000

/**
 * A deployed file read through a one-second cache: a redeploy (new index.html, edited release-record.json)
 * takes effect without a restart, and a busy server does not hit the disk for every response.
 */
export function deployedFile<T>(path: string, parse: (text: string | undefined) => T): () => T {
  let cached: { at: number; value: T } | undefined
  return () => {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value
    let text: string | undefined
    try {
      text = readFileSync(path, 'utf8')
    } catch {
      text = undefined
    }
    cached = { at: Date.now(), value: parse(text) }
    return cached.value
  }
}
