import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** A local deploy folder's release-record.json (edited in place) or a deployed one's URL (read only). */
export type RecordSource = { kind: 'file'; path: string } | { kind: 'url'; url: URL }

export function recordSource(argument: string, cwd: string): RecordSource {
  if (/^https?:/i.test(argument)) return { kind: 'url', url: new URL(argument) }
  return { kind: 'file', path: resolve(cwd, argument) }
}

export async function readRecordText(source: RecordSource, fetchImpl: typeof fetch): Promise<string> {
  if (source.kind === 'file') return readFileSync(source.path, 'utf8')
  const response = await fetchImpl(source.url, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`${source.url.href} answered HTTP ${response.status}`)
  return response.text()
}

/**
 * Replaces the file in one step (a temporary file renamed over it: readers see the old record or
 * the new one, never half of one), and only if it still holds what the edit was checked against.
 */
export function replaceRecordFile(path: string, checkedText: string, nextText: string): void {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temporary, nextText)
  try {
    if (readFileSync(path, 'utf8') !== checkedText) {
      throw new Error(`${path} changed while the release was being checked; run it again`)
    }
    renameSync(temporary, path)
  } finally {
    rmSync(temporary, { force: true })
  }
}
