import type { EventsDb } from '../events-db/open'
import { INGEST_CALL } from '../events-db/ingest'
import type { ValidEvent } from './event-schema'

/** An event as stored: the batch's id and the coarse engine added at ingest. */
export interface EventRow extends ValidEvent {
  batch: string
  engine: string
}

export interface BatchWriterOptions {
  /** Batches waiting beyond this are refused (503): memory stays bounded whatever the load. */
  maxQueued: number
  /** At most this many batches go in one statement. */
  maxPerCommit?: number
}

interface Waiting {
  rows: EventRow[]
  done: (error?: unknown) => void
}

function columns(rows: EventRow[]): unknown[] {
  return [
    rows.map((row) => row.batch),
    rows.map((row) => row.seq),
    rows.map((row) => row.view),
    rows.map((row) => row.name),
    rows.map((row) => row.page),
    rows.map((row) => row.engine),
    rows.map((row) => JSON.stringify(row.builds)),
    rows.map((row) => row.preview),
    rows.map((row) => JSON.stringify(row.data)),
  ]
}

/**
 * Group commit: batches accepted while a statement runs wait, and go together in the next one.
 * `write` resolves only once its batch is committed, so a batch the collector acknowledges is on
 * disk; it answers `false` at once when the queue is full, and the request is told to come back.
 */
export function batchWriter(db: Pick<EventsDb, 'query'>, options: BatchWriterOptions) {
  const maxPerCommit = options.maxPerCommit ?? 256
  let queue: Waiting[] = []
  let writing: Promise<void> | undefined

  const commit = (group: Waiting[]) =>
    db.query(INGEST_CALL, columns(group.flatMap((waiting) => waiting.rows)))

  async function commitGroups(): Promise<void> {
    while (queue.length) {
      const group = queue.slice(0, maxPerCommit)
      queue = queue.slice(group.length)
      try {
        await commit(group)
        group.forEach((waiting) => waiting.done())
      } catch (error) {
        // One bad batch must not fail its neighbours: each is tried again alone, in its own
        // transaction, and answered by its own outcome.
        if (group.length === 1) group[0]!.done(error)
        else for (const waiting of group) await commit([waiting]).then(() => waiting.done(), waiting.done)
      }
    }
  }

  function start() {
    writing ??= commitGroups().finally(() => (writing = undefined))
  }

  return {
    /** Resolves `true` once stored, `false` if refused for a full queue; rejects if the store failed. */
    write(rows: EventRow[]): Promise<boolean> {
      if (queue.length >= options.maxQueued) return Promise.resolve(false)
      if (rows.length === 0) return Promise.resolve(true)
      return new Promise((resolve, reject) => {
        queue.push({ rows, done: (error) => (error === undefined ? resolve(true) : reject(error)) })
        start()
      })
    },
    /** Batches waiting for a transaction (not counting the one being committed). */
    get queued() {
      return queue.length
    },
    /** Resolves when every batch accepted so far is committed (or failed): before the store closes. */
    async drained(): Promise<void> {
      while (writing) await writing
    },
  }
}

export type BatchWriter = ReturnType<typeof batchWriter>
