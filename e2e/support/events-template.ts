import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openEventsDb } from 'site-server/events-db/open'
import { createEventsStore } from 'site-server/events-db/create-store'

/** Where the run's fresh, migrated events store waits to be copied (set by the global setup below). */
const TEMPLATE_VARIABLE = 'E2E_EVENTS_STORE_TEMPLATE'

/**
 * Playwright's global setup for a run on this checkout: one fresh events store, made and migrated
 * once. A deployment a spec starts copies it instead of making its own: PGlite's initdb is a
 * one-shot process that took 13 s of a 20 s shell start on this 2-core host, paid by every deployment.
 * The copy is what that initdb and the server's first migration would have made.
 */
export default async function makeEventsTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'events-template-'))
  const store = join(dir, 'events')
  createEventsStore(store)
  await (await openEventsDb({ dir: store })).close()
  process.env[TEMPLATE_VARIABLE] = store
  return () => rmSync(dir, { recursive: true, force: true })
}

/**
 * Gives the shell deployed at `shellDir` its events store, copied from the run's template, where the
 * server looks for it (`<shellDir>/../.data/events`, server/collector/store-location.ts). Without the
 * template (a spec run outside the suite's setup), the server makes its own, as a real deploy does.
 */
export function seedEventsStore(shellDir: string): void {
  const template = process.env[TEMPLATE_VARIABLE]
  if (template) cpSync(template, join(shellDir, '..', '.data', 'events'), { recursive: true })
}
