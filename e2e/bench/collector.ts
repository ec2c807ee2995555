/**
 * `pnpm bench:collector`: the shell's collector under a steady flood of batches. The real shell
 * server (server/serve.ts, its own process) stores into PGlite in a temporary folder while a steady,
 * open-loop load (steady-load.ts) posts a batch of a page view's worth of events every 4 ms for 30 s,
 * each batch its own. Then the server is killed (SIGKILL: no graceful flush), its folder opened, and
 * the stored events counted.
 * Printed: events acknowledged per second, the 99th percentile of the time to a 202, the server's
 * peak RSS, and stored against acknowledged. Budget: ≥ 2 000 events/s sustained, p99 ≤ 50 ms, peak
 * RSS ≤ 300 MB, and not one acknowledged event lost. Exits 1 over budget. Its port is its own, but run
 * it in a network namespace beside other runs (e2e/README.md).
 *
 * `--servers N`: several shell servers sharing one Postgres (a throwaway cluster), as behind a load
 * balancer. The same open-loop load, offered at N times the rate, goes first to one server, then
 * round-robin to N servers on a fresh database; each run is charged its 5xx answers and the
 * acknowledged events not stored. Budget for N: ≥ 2× the one server's events/s, 0 5xx, 0 lost.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { openEventsDb } from 'shell-internal/tooling/events-db'
import { createEventsStore, PGLITE_NODE_FLAGS } from 'shell-internal/tooling/events-db/create-store'
import { COLLECTOR_PATH } from 'shell-internal/e2e/privacy/collection'
import { startThrowawayPostgres } from 'shell-internal/tooling/events-db/throwaway-postgres'
import { benchOptions, holdBudget, onExit, runBenchmark } from './bench-process'
import { percentile } from './stats'
import { steadyLoad, type Answer } from './steady-load'

const PORT = 4390
const DURATION_S = 30
/** A page view's worth: its page_view, a few clicks, its web vitals. */
const EVENTS_PER_BATCH = 10
/** Batches a second: 250 × 10 = 2 500 events a second offered, above the budget's 2 000. */
const BATCHES_PER_SECOND = 250
const MIN_EVENTS_PER_SECOND = 2_000
const MAX_P99_MS = 50
const MAX_RSS_MB = 300
/** Each of `--servers`' two runs: shorter, as it runs twice and starts several servers. */
const SEVERAL_DURATION_S = 15

const shellDir = fileURLToPath(new URL('../../shell', import.meta.url))

function batchBody(batch: string): string {
  const view = crypto.randomUUID()
  const builds = { faq: { build: 'b2', source: 'canary' }, home: { build: 'b1', source: 'stable' } }
  const base = { builds, view, page: 'category' }
  const events = [
    {
      event: 'page_view',
      path: '/sloturi-online',
      title: 'Sloturi Online',
      location: 'http://localhost/sloturi-online',
      ...base,
    },
    ...Array.from({ length: EVENTS_PER_BATCH - 4 }, (_, index) => ({
      event: 'play_free_click',
      gameId: `joc-${index}`,
      ...base,
    })),
    { event: 'web_vital', name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', ...base },
    { event: 'web_vital', name: 'INP', value: 88, rating: 'good', id: 'v1-2', ...base },
    { event: 'web_vital', name: 'CLS', value: 0.01, rating: 'good', id: 'v1-3', ...base },
  ]
  return JSON.stringify({ batch, events })
}

/** A process's resident set now (`VmRSS`) or its peak so far (`VmHWM`, Linux's high-water mark), in MB. */
function rssMb(pid: number, which: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${which}:\\s+(\\d+) kB`, 'm'))
  return line ? Number(line[1]) / 1024 : Number.NaN
}

/** CPU seconds a process has used (user + system), to tell a slow server from a starved one. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function untilUp(origin: string) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${origin}/_internal/events?limit=1`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error('the shell server did not start in 60 s')
}

/** Shell servers of one run on `url`, each its own process on its own port; what each answered. */
async function runOnPostgres(url: string, servers: number, batchesPerSecond: number, durationS: number) {
  const dist = join(shellDir, 'dist')
  const children = Array.from({ length: servers }, (_, index) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/serve.ts', 'shell', String(PORT + index), dist],
      {
        cwd: shellDir,
        env: { ...process.env, DATABASE_URL: url, HOST: '127.0.0.1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    onExit(() => child.kill('SIGKILL'))
    return child
  })
  const origins = children.map((_, index) => `http://127.0.0.1:${PORT + index}`)
  await Promise.all(origins.map(untilUp))
  const cpuBefore = children.map((child) => cpuSeconds(child.pid!))
  const batchIds: string[][] = origins.map(() => [])
  // Round-robin: each server takes its share of the offered rate, as a load balancer would send it.
  const answers: Answer[][] = await Promise.all(
    origins.map((origin, server) =>
      steadyLoad({
        url: `${origin}${COLLECTOR_PATH}`,
        rate: batchesPerSecond / servers,
        durationS,
        headers: { 'content-type': 'application/json', 'user-agent': 'bench', origin },
        body: (index) => batchBody((batchIds[server]![index] = crypto.randomUUID())),
      }),
    ),
  )
  const cpu = children.map((child, index) => cpuSeconds(child.pid!) - cpuBefore[index]!)
  for (const child of children) child.kill('SIGKILL')
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))))
  const acknowledged = answers.flatMap((list, server) =>
    list
      .filter((answer) => answer.status === 202)
      .map((answer) => ({ ...answer, batch: batchIds[server]![answer.index]! })),
  )
  const db = await openEventsDb({ url })
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM events WHERE batch_id = ANY($1::uuid[])',
    [acknowledged.map((answer) => answer.batch)],
  )
  await db.close()
  const all = answers.flat()
  return {
    perSecond: (acknowledged.length * EVENTS_PER_BATCH) / durationS,
    p99: percentile(
      acknowledged.map((answer) => answer.latencyMs),
      99,
    ),
    fivexx: all.filter((answer) => answer.status >= 500).length,
    noAnswer: all.filter((answer) => answer.status === 0).length,
    lost: acknowledged.length * EVENTS_PER_BATCH - rows[0]!.count,
    requests: all.length,
    cpu,
  }
}

async function severalServers(servers: number) {
  if (!existsSync(join(shellDir, 'dist', 'index.html')))
    throw new Error('No shell build: run `pnpm build` first.')
  const cluster = startThrowawayPostgres()
  onExit(() => cluster.stop())
  const admin = await openEventsDb({ url: cluster.url })
  for (const name of ['one_server', 'several_servers']) await admin.query(`CREATE DATABASE ${name}`)
  await admin.close()
  const rate = BATCHES_PER_SECOND * servers
  const runs = [] as Array<[string, Awaited<ReturnType<typeof runOnPostgres>>]>
  for (const [label, count, database] of [
    ['1 server ', 1, 'one_server'],
    [`${servers} servers`, servers, 'several_servers'],
  ] as const) {
    console.log(
      `${label}: ${rate} batches of ${EVENTS_PER_BATCH} events a second for ${SEVERAL_DURATION_S} s on one Postgres…`,
    )
    const result = await runOnPostgres(
      cluster.url.replace('/postgres?', `/${database}?`),
      count,
      rate,
      SEVERAL_DURATION_S,
    )
    runs.push([label, result])
    console.log(
      `${label}  ${result.perSecond.toFixed(0)} events/s acknowledged, p99 ${result.p99.toFixed(1)} ms, ` +
        `${result.fivexx} of ${result.requests} answered 5xx (${result.noAnswer} no answer), ${result.lost} acknowledged events lost; ` +
        `server CPU ${result.cpu.map((seconds) => seconds.toFixed(1)).join(' + ')} s`,
    )
  }
  const [[, one], [, several]] = runs as [[string, (typeof runs)[0][1]], [string, (typeof runs)[0][1]]]
  console.log(`ratio          ${(several.perSecond / one.perSecond).toFixed(2)}× one server's events/s`)
  holdBudget(
    several.perSecond >= 2 * one.perSecond,
    `${servers} servers ${several.perSecond.toFixed(0)} events/s < 2 × one server's ${one.perSecond.toFixed(0)}`,
  )
  holdBudget(several.fivexx === 0, `${servers} servers answered ${several.fivexx} requests 5xx`)
  holdBudget(
    several.lost === 0 && one.lost === 0,
    `acknowledged events lost: ${one.lost} (1 server), ${several.lost} (${servers})`,
  )
}

async function main() {
  const servers = Number(benchOptions(1, ['servers']).servers ?? 1)
  if (!Number.isInteger(servers) || servers < 1) throw new Error('--servers wants a whole number ≥ 1')
  if (servers > 1) return severalServers(servers)
  const dist = join(shellDir, 'dist')
  if (!existsSync(join(dist, 'index.html'))) throw new Error('No shell build: run `pnpm build` first.')
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-collector-'))
  onExit(() => rmSync(dbDir, { recursive: true, force: true }))
  // The fresh folder is made first, in its one-shot process, as the server would on its own start:
  // its peak is that process's, reported beside the server's.
  const createdMb = createEventsStore(dbDir)!
  const server = spawn(
    process.execPath,
    [...PGLITE_NODE_FLAGS, '--import', 'tsx', 'server/serve.ts', 'shell', String(PORT), dist],
    {
      cwd: shellDir,
      env: { ...process.env, EVENTS_DB_DIR: dbDir, HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  onExit(() => server.kill('SIGKILL'))
  const origin = `http://127.0.0.1:${PORT}`
  await untilUp(origin)

  console.log(
    `Posting ${BATCHES_PER_SECOND} batches of ${EVENTS_PER_BATCH} events a second for ${DURATION_S} s…`,
  )
  const batchIds: string[] = []
  const cpuBefore = cpuSeconds(server.pid!)
  const answers = await steadyLoad({
    url: `${origin}${COLLECTOR_PATH}`,
    rate: BATCHES_PER_SECOND,
    durationS: DURATION_S,
    headers: { 'content-type': 'application/json', 'user-agent': 'bench' },
    body: (index) => batchBody((batchIds[index] = crypto.randomUUID())),
  })
  const acknowledged202 = answers.filter((answer) => answer.status === 202)
  const acknowledgedBatches = acknowledged202.map((answer) => batchIds[answer.index]!)
  const latencies = acknowledged202.map((answer) => answer.latencyMs)
  const p50 = percentile(latencies, 50)
  const p99 = percentile(latencies, 99)
  const peakMb = rssMb(server.pid!, 'VmHWM')
  const endMb = rssMb(server.pid!, 'VmRSS')
  const cpu = cpuSeconds(server.pid!) - cpuBefore
  // No graceful end: what was acknowledged must already be on disk.
  server.kill('SIGKILL')
  await new Promise((resolve) => server.once('exit', resolve))

  const acknowledged = acknowledgedBatches.length * EVENTS_PER_BATCH
  const db = await openEventsDb({ dir: dbDir })
  // The acknowledged batches' events: a batch committed as the run ended, never answered, is not one.
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM events WHERE batch_id = ANY($1::uuid[])',
    [acknowledgedBatches],
  )
  const stored = rows[0]!.count
  await db.close()
  const perSecond = acknowledged / DURATION_S
  const refused = answers.length - acknowledged202.length
  const noAnswer = answers.filter((answer) => answer.status === 0).length

  console.log(
    `acknowledged   ${acknowledged} events (${acknowledgedBatches.length} batches), ${perSecond.toFixed(0)} events/s`,
  )
  console.log(`not taken      ${refused} of ${answers.length} requests (${noAnswer} with no answer)`)
  console.log(
    `202 latency    p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (from when each was due)`,
  )
  console.log(`stored         ${stored} of them after SIGKILL and reopening the folder`)
  console.log(
    `server RSS     peak ${peakMb.toFixed(0)} MB, ${endMb.toFixed(0)} MB at the end; the store's one-shot initdb process peaked at ${createdMb.toFixed(0)} MB before the server started`,
  )
  console.log(
    `server CPU     ${cpu.toFixed(1)} s in ${DURATION_S} s, ${((cpu * 1000) / Math.max(1, acknowledgedBatches.length)).toFixed(1)} ms a batch`,
  )
  holdBudget(
    perSecond >= MIN_EVENTS_PER_SECOND,
    `${perSecond.toFixed(0)} events/s < ${MIN_EVENTS_PER_SECOND}`,
  )
  holdBudget(p99 <= MAX_P99_MS, `p99 ${p99.toFixed(1)} ms > ${MAX_P99_MS} ms`)
  holdBudget(peakMb <= MAX_RSS_MB, `peak RSS ${peakMb.toFixed(0)} MB > ${MAX_RSS_MB} MB`)
  holdBudget(stored === acknowledged, `stored ${stored} ≠ acknowledged ${acknowledged}: events lost`)
}

await runBenchmark(main)
