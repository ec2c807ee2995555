// @vitest-environment node
/**
 * A store that fails recovers without a person: PGlite's thread killed under load (as a WASM abort or
 * a statement past its timeout ends it), the collector answers 503 meanwhile, 202 again within
 * seconds, and every batch it acknowledged is stored. A real server on a real PGlite folder.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { createAppServer } from '../app-server'
import type { StoreFault } from '../events-db/store-fault'
import { INTERNAL_COLLECTOR_PATH } from './collector'
import { deployedShell } from '../test-support/collector.suite'
import type { CollectorHealth } from './fleet-faults'
import { eventsStoreFromEnv } from './store-location'
import { faultUnderLoad } from '../test-support/under-load'

const SHELL_ORIGIN = 'http://localhost:4173'
const work = mkdtempSync(join(tmpdir(), 'store-restarts-'))
const root = deployedShell()
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  rmSync(root, { recursive: true, force: true })
})

describe('the store restarts its thread', { timeout: 240_000 }, () => {
  it('killed under load: 503 meanwhile, 202 again within seconds, nothing acknowledged lost', async () => {
    const { db, retentionDays } = await eventsStoreFromEnv(root, { EVENTS_DB_DIR: join(work, 'events') })
    const faults: StoreFault[] = []
    db.onFault((fault) => faults.push(fault))
    const logged: Array<{ fault?: string; reason?: string }> = []
    const server = await createAppServer({
      root,
      kind: 'shell',
      shellOrigins: [SHELL_ORIGIN],
      events: { db, retentionDays, unlimitedClients: ['127.0.0.1'] },
      log: { level: 'warn', stream: { write: (line) => logged.push(JSON.parse(line)) } },
    })
    await server.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${COLLECTOR_PATH}`
    try {
      const { acknowledged, statuses, recoveredMs } = await faultUnderLoad(url, () => db.killThread!())
      expect([...statuses.keys()].sort()).toEqual([202, 503])
      expect(recoveredMs).toBeLessThan(10_000)
      expect(faults.map((fault) => fault.kind)).toEqual(['thread-ended', 'restarted'])
      // The fault in the log and in what `pnpm release … health` reads.
      expect(logged).toContainEqual(expect.objectContaining({ fault: 'store', reason: 'thread-ended' }))
      expect(logged).toContainEqual(expect.objectContaining({ fault: 'store', reason: 'restarted' }))
      const health = (await (
        await fetch(url.replace(COLLECTOR_PATH, INTERNAL_COLLECTOR_PATH))
      ).json()) as CollectorHealth
      expect(health.failing).toBe(true)
      expect(health.faults.map((fault) => `${fault.kind}: ${fault.reason}`)).toEqual(
        expect.arrayContaining(['store: thread-ended', 'store: restarted']),
      )
      const { rows } = await db.query<{ batch: string }>(
        'SELECT DISTINCT batch_id::text AS batch FROM events',
      )
      const stored = new Set(rows.map((row) => row.batch))
      expect(acknowledged.filter((batch) => !stored.has(batch))).toEqual([])
    } finally {
      await server.close()
      await db.close()
    }
  })
})
