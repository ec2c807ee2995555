import {
  UNSENT_BATCHES_LIMIT,
  UNSENT_BATCH_MAX_AGE_HOURS,
  UNSENT_BATCH_MAX_TRIES,
} from '../privacy/collection'
import { storageKeys } from '../privacy/storage-registry'
import type { KeyValueStorage } from './safe-storage'

const KEY = storageKeys.unsentEvents.key
const MAX_AGE_MS = UNSENT_BATCH_MAX_AGE_HOURS * 3_600_000

/** A batch the collector has not acknowledged yet, as the page sent it (its id is in its body). */
export interface UnsentBatch {
  id: string
  body: string
  /** When the page first made it: a batch older than the age limit is dropped, not sent. */
  made: number
  tries: number
  /** Not sent again before this time: the collector's Retry-After. */
  notBefore: number
}

/**
 * The batches a page sent and the collector did not take yet, kept in the visitor's browser (only
 * with their consent to measurement: the collector that writes here runs only then) so that the next
 * page sends them again. Bounded: the newest `UNSENT_BATCHES_LIMIT`, each for a day and a few tries.
 */
export interface UnsentBatches {
  /** A new batch, before it is sent the first time: a page that closes mid-send keeps it. */
  keep: (batch: Pick<UnsentBatch, 'id' | 'body'>) => void
  /** A try was made (it may or may not arrive): counts against the batch's tries. */
  tried: (id: string) => void
  /** The collector took it, or refused it for good (a replay would be refused again). */
  settle: (id: string) => void
  /** The collector asked for a later try. */
  later: (id: string, retryAfterSeconds: number) => void
  /** What may go again now, oldest first. */
  due: () => UnsentBatch[]
  /** Consent withdrawn: nothing of it stays. */
  clear: () => void
}

export function unsentBatches(storage: KeyValueStorage, now: () => number = Date.now): UnsentBatches {
  const read = (): UnsentBatch[] => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(KEY) ?? '[]')
      return Array.isArray(stored) ? stored.filter(isUnsentBatch) : []
    } catch {
      return []
    }
  }
  const write = (batches: UnsentBatch[]) => {
    const alive = batches
      .filter((batch) => now() - batch.made < MAX_AGE_MS && batch.tries < UNSENT_BATCH_MAX_TRIES)
      .slice(-UNSENT_BATCHES_LIMIT)
    if (alive.length) storage.setItem(KEY, JSON.stringify(alive))
    else storage.removeItem?.(KEY)
  }
  const update = (id: string, change: (batch: UnsentBatch) => UnsentBatch) =>
    write(read().map((batch) => (batch.id === id ? change(batch) : batch)))

  return {
    keep: ({ id, body }) => write([...read(), { id, body, made: now(), tries: 0, notBefore: 0 }]),
    tried: (id) => update(id, (batch) => ({ ...batch, tries: batch.tries + 1 })),
    settle: (id) => write(read().filter((batch) => batch.id !== id)),
    later: (id, seconds) => update(id, (batch) => ({ ...batch, notBefore: now() + seconds * 1000 })),
    due: () => {
      const batches = read()
      write(batches)
      return batches.filter(
        (batch) =>
          batch.notBefore <= now() && now() - batch.made < MAX_AGE_MS && batch.tries < UNSENT_BATCH_MAX_TRIES,
      )
    },
    clear: () => storage.removeItem?.(KEY),
  }
}

function isUnsentBatch(value: unknown): value is UnsentBatch {
  if (typeof value !== 'object' || value === null) return false
  const batch = value as Record<string, unknown>
  return (
    typeof batch.id === 'string' &&
    typeof batch.body === 'string' &&
    ['made', 'tries', 'notBefore'].every((field) => Number.isFinite(batch[field]))
  )
}
