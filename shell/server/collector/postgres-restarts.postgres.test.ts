// @vitest-environment node
/**
 * Postgres restarted under load, as a crash would stop it (`pg_ctl stop -m immediate`, WAL replayed
 * on start, fsync on as in production): the collector answers 503 (or the connection ends) meanwhile,
 * 202 again within seconds without a person, every batch it acknowledged is stored, and the fault is
 * logged and counted. A real shell server on a throwaway cluster.
 */
import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { createAppServer } from '../app-server'
import { openEventsDb } from '../events-db/open'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../events-db/throwaway-postgres'
import { INTERNAL_COLLECTOR_PATH } from './collector'
import { deployedShell } from '../test-support/collector.suite'
import type { CollectorHealth } from './fleet-faults'
import { faultUnderLoad } from '../test-support/under-load'

const root = deployedShell()
let cluster: ThrowawayPostgres
beforeAll(() => {
  cluster = startThrowawayPostgres({ durable: true })
})
afterAll(() => {
  cluster?.stop()
  rmSync(root, { recursive: true, force: true })
})

describe('Postgres restarted under load', { timeout: 120_000 }, () => {
  it('503 meanwhile, 202 again within seconds, nothing acknowledged lost, the fault logged and counted', async () => {
    const db = await openEventsDb({ url: cluster.url, statementTimeoutMs: 30_000 })
    const logged: Array<{ fault?: string; reason?: string }> = []
    const server = await createAppServer({
      root,
      kind: 'shell',
      shellOrigins: ['http://localhost:4173'],
      events: { db, retentionDays: 30, unlimitedClients: ['127.0.0.1'] },
      log: { level: 'warn', stream: { write: (line) => logged.push(JSON.parse(line)) } },
    })
    await server.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${COLLECTOR_PATH}`
    try {
      const { acknowledged, statuses, recoveredMs } = await faultUnderLoad(url, () => cluster.restart())
      expect(statuses.get(503)).toBeGreaterThan(0)
      expect([...statuses.keys()].filter((status) => status !== 202 && status !== 503)).toEqual([])
      expect(recoveredMs).toBeLessThan(10_000)
      expect(logged).toContainEqual(expect.objectContaining({ fault: 'failed', reason: 'the store failed' }))
      const health = (await (
        await fetch(url.replace(COLLECTOR_PATH, INTERNAL_COLLECTOR_PATH))
      ).json()) as CollectorHealth
      expect(health).toMatchObject({ storeReadable: true, failing: true })
      expect(health.faults).toContainEqual(
        expect.objectContaining({ kind: 'failed', reason: 'the store failed' }),
      )
      const { rows } = await db.query<{ stored: number }>(
        'SELECT count(DISTINCT batch_id)::int AS stored FROM events WHERE batch_id = ANY($1::uuid[])',
        [acknowledged],
      )
      expect(rows[0]!.stored).toBe(acknowledged.length)
    } finally {
      await server.close()
      await db.close()
    }
  })
})
