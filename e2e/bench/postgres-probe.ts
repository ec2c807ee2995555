/**
 * Where a loaded Postgres's time goes, seen from inside: its backends' wait events sampled while the
 * load runs (a row lock held by another writer shows as `Lock:transactionid`, a commit's flush as
 * `IO:WALSync`/`LWLock:WALWrite`, a backend on CPU as no wait at all), and the CPU its processes used.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { EventsDb } from 'site-server/events-db/open'
import { cpuSeconds } from './cpu-use'

const SAMPLE_EVERY_MS = 50

/** The cluster's processes (backends and its own workers) and the CPU seconds each had used. */
async function clusterCpu(db: Pick<EventsDb, 'query'>): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity')
  return new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)]))
}

/**
 * Starts sampling `database`'s busy backends; `stop` answers the share of samples in each state
 * (`Lock:transactionid`, `IO:WALSync`, `CPU`…), largest first, and the cluster's CPU seconds since.
 */
export async function probePostgres(db: Pick<EventsDb, 'query'>, database: string) {
  const cpuBefore = await clusterCpu(db)
  const states = new Map<string, number>()
  let samples = 0
  let running = true
  const sampling = (async () => {
    while (running) {
      const { rows } = await db.query<{ state: string }>(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS state FROM pg_stat_activity
         WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
        [database],
      )
      for (const { state } of rows) states.set(state, (states.get(state) ?? 0) + 1)
      samples += rows.length
      await sleep(SAMPLE_EVERY_MS)
    }
  })()
  return {
    async stop() {
      running = false
      await sampling
      const cpuAfter = await clusterCpu(db)
      const cpu = [...cpuAfter].reduce((sum, [pid, seconds]) => sum + seconds - (cpuBefore.get(pid) ?? 0), 0)
      const waits = [...states]
        .sort((a, b) => b[1] - a[1])
        .map(([state, count]) => ({ state, share: count / Math.max(1, samples) }))
      return { cpu, waits }
    },
  }
}
