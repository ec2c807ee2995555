// @vitest-environment node
/**
 * One of three shell servers on one Postgres killed (SIGKILL) mid-batch, under load spread over the
 * three as a load balancer spreads it: the other two go on answering 202, and every batch any server
 * acknowledged is stored. Real `serve.ts` processes on a throwaway cluster flushing to disk.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { openEventsDb } from '../events-db/open'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../events-db/throwaway-postgres'
import { INTERNAL_EVENTS_PATH } from './collector'
import { deployedShell } from '../test-support/collector.suite'
import { faultUnderLoad } from '../test-support/under-load'

const shellDir = fileURLToPath(new URL('../..', import.meta.url))
const root = deployedShell()
const children: ChildProcess[] = []
let cluster: ThrowawayPostgres
beforeAll(() => {
  cluster = startThrowawayPostgres({ durable: true })
})
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  cluster?.stop()
  rmSync(root, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** A shell server in a process of its own on the cluster; resolves with its origin once it answers. */
async function serve(): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts', 'shell', String(port), root], {
    cwd: shellDir,
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      HOST: '127.0.0.1',
      SHELL_ORIGINS: 'http://localhost:4173',
      COLLECTOR_UNLIMITED_CLIENTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  children.push(child)
  const origin = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    const up = await fetch(`${origin}${INTERNAL_EVENTS_PATH}?limit=1`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { child, origin }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('three servers on one Postgres, one killed', { timeout: 180_000 }, () => {
  it('the others answer 202 on, and every acknowledged batch is stored', async () => {
    const servers = await Promise.all([serve(), serve(), serve()])
    const victim = servers[0]!.child
    const exited = new Promise((resolve) => victim.once('exit', resolve))
    const { acknowledged, statuses } = await faultUnderLoad(
      servers.map(({ origin }) => `${origin}${COLLECTOR_PATH}`),
      async () => {
        victim.kill('SIGKILL')
        await exited
      },
      { clients: 12 },
    )
    // Killed mid-batch: what it was answering got no answer; nothing else failed.
    expect(statuses.get(0)).toBeGreaterThan(0)
    expect([...statuses.keys()].filter((status) => status !== 202 && status !== 0)).toEqual([])
    const db = await openEventsDb({ url: cluster.url })
    try {
      const { rows } = await db.query<{ stored: number }>(
        'SELECT count(DISTINCT batch_id)::int AS stored FROM events WHERE batch_id = ANY($1::uuid[])',
        [acknowledged],
      )
      expect(rows[0]!.stored).toBe(acknowledged.length)
    } finally {
      await db.close()
    }
  })
})
