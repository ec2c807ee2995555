/**
 * The PGlite side of pglite-thread.ts: a worker thread that owns the database and runs what the main
 * thread sends, one message at a time, in order. Node runs this file as it is (type stripping): it
 * imports no module of ours, so it needs no loader.
 */
import { PGlite } from '@electric-sql/pglite'
import { parentPort, workerData } from 'node:worker_threads'

interface Start {
  dir: string | undefined
  settings: string[]
}

/** A failure as plain data: a structured clone of an Error keeps its message, not Postgres's `code`. */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number'].includes(typeof value)),
  )
  return { ...fields, name: error.name, message: error.message }
}

const port = parentPort!
const { dir, settings } = workerData as Start

try {
  const db = await PGlite.create(dir, { postgresqlconf: settings })
  port.on('message', async (message: { id: number; sql?: string; params?: unknown[]; close?: true }) => {
    if (message.close) {
      await db.close()
      port.postMessage({ id: message.id })
      port.close()
      return
    }
    try {
      const { rows } = await db.query(message.sql!, message.params)
      port.postMessage({ id: message.id, rows })
    } catch (error) {
      port.postMessage({ id: message.id, error: plainError(error) })
    }
  })
  port.postMessage({ ready: true })
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) })
}
