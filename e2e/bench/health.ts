/**
 * `pnpm bench:health`: release health over a million stored events. Seeds 1 000 000 events into
 * PGlite with the collector's health rollup (250 000 page views, half on the stable FAQ build and half on the canary, each a page_view
 * and its LCP, INP and CLS, a remote_error on one canary view in fifty), starts the shell server on
 * that store, and times `pnpm release faq health --json` against it, from reading the record to
 * the verdict. Budget: ≤ 2 s (median of --runs, default 3). Exits 1 over budget or when something
 * broke. The server listens on a free loopback port; run it in its own network namespace here:
 *   unshare -n bash -c 'ip link set lo up && pnpm --filter e2e bench:health'
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppServer } from 'site-server/app-server'
import { openEventsDb } from 'site-server/events-db/open'
import { ROLLUP_COLUMNS, withRollup } from 'site-server/events-db/rollup'
import { parseCommand, runHealth, testShellMeta } from 'release-tools/judge/bench-entry'
import { holdBudget, onExit, runBenchmark, runsOption } from './bench-process'
import { median } from './stats'

const EVENTS = 1_000_000
const BUDGET_MS = 2_000
const SINCE = '2026-11-20T10:00:00Z'

/** Page views a seeding statement writes: ten thousand events, a few of the collector's group commits. */
const VIEWS_PER_STATEMENT = 2_500

// Four events a page view (page_view, LCP, INP, CLS) over two hours; the canary's FAQ slot fails on
// one view in fifty, which the stable build never does. Written through the collector's rollup
// (withRollup), as ingest writes them: the seed pays the rollup's cost, and health reads what
// ingest would have kept. $1, $2: the first and last page view of the statement.
const SEED = withRollup(`
  INSERT INTO events (batch_id, seq, received_at, view_id, name, page_kind, engine, builds, data)
  SELECT md5('batch' || v)::uuid, e, timestamptz '${SINCE}' + (v % 7200) * interval '1 second',
         md5(v::text)::uuid,
         CASE WHEN e = 0 THEN 'page_view' WHEN e = 4 THEN 'remote_error' ELSE 'web_vital' END,
         'home', 'chromium',
         CASE WHEN v % 2 = 0 THEN '{"faq":{"build":"b41","source":"stable"},"home":{"build":"h1","source":"stable"}}'::jsonb
              ELSE '{"faq":{"build":"b42","source":"canary"},"home":{"build":"h1","source":"stable"}}'::jsonb END,
         CASE e WHEN 0 THEN '{}'::jsonb
                WHEN 1 THEN jsonb_build_object('name', 'LCP', 'value', 800 + (v * 7919) % 2000 + (v % 10) / 10.0)
                WHEN 2 THEN jsonb_build_object('name', 'INP', 'value', 40 + (v * 104729) % 300)
                WHEN 3 THEN jsonb_build_object('name', 'CLS', 'value', ((v * 31) % 100) / 1000.0)
                ELSE '{"remote":"faq","module":"./Faq","reason":"timeout"}'::jsonb END
  FROM generate_series($1::bigint, $2::bigint) v, generate_series(0, 4) e
  WHERE e < 4 OR v % 100 = 1
  RETURNING ${ROLLUP_COLUMNS}`)

await runBenchmark(async () => {
  const runs = runsOption(3)
  const dir = mkdtempSync(join(tmpdir(), 'bench-health-'))
  onExit(() => rmSync(dir, { recursive: true, force: true }))
  const db = await openEventsDb({ dir: join(dir, 'events') })
  const seeding = performance.now()
  // A canary view in fifty gets its remote_error (v % 100 = 1 is odd: always a canary view).
  for (let first = 1; first <= EVENTS / 4; first += VIEWS_PER_STATEMENT)
    await db.transaction((tx) =>
      tx.query(SEED, [first, Math.min(EVENTS / 4, first + VIEWS_PER_STATEMENT - 1)]),
    )
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events')
  const stored = rows[0]!.count
  const seconds = (performance.now() - seeding) / 1000
  console.log(
    `seeded ${stored} events with their rollup in ${seconds.toFixed(0)} s (${(stored / seconds).toFixed(0)} events/s)`,
  )

  const root = join(dir, 'dist')
  const app = await createAppServer({
    root,
    kind: 'shell',
    shellOrigins: [],
    events: { db, retentionDays: 30 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const site = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const record = join(dir, 'release-record.json')
  const entry = (build: string) => `https://faq.example.ro/${build}/assets/remoteEntry.js`
  writeFileSync(
    record,
    JSON.stringify({
      version: 2,
      remotes: {
        faq: {
          stable: { build: 'b41', entry: entry('b41') },
          candidates: { b42: { entry: entry('b42') } },
          canary: { build: 'b42', percent: 50, salt: 'faq-b42' },
          blocked: [],
        },
      },
    }),
  )
  const parsed = parseCommand([
    'faq',
    'health',
    '--json',
    '--record',
    record,
    '--site',
    site,
    '--since',
    SINCE,
  ])
  if (!parsed.ok || !('health' in parsed)) throw new Error('the bench builds a health command')
  const times: number[] = []
  let report = ''
  try {
    for (let run = 0; run < runs; run++) {
      const out: string[] = []
      const started = performance.now()
      const code = await runHealth(parsed.health, {
        fetch,
        shellMeta: testShellMeta,
        compose: async () => {},
        print: (text) => out.push(text),
        report: (line) => console.error(line),
        cwd: dir,
        defaultRecord: record,
        siteOrigin: site,
        now: () => new Date('2026-11-20T12:00:00Z'),
        sleep: async () => {},
        writeFile: () => {},
      })
      times.push(performance.now() - started)
      report = out.join('')
      if (code === 1) throw new Error('health refused: see above')
    }
  } finally {
    await app.close()
    await db.close()
  }
  const judged = JSON.parse(report) as {
    verdict: string
    stable: { pageViews: number }
    canary: { pageViews: number }
  }
  const figure = median(times)
  console.log(
    `health over ${stored} events: ${figure.toFixed(0)} ms median of ${runs} (${times.map((time) => time.toFixed(0)).join(', ')} ms); ` +
      `verdict ${judged.verdict}, page views ${judged.stable.pageViews} stable / ${judged.canary.pageViews} canary; budget ${BUDGET_MS} ms`,
  )
  holdBudget(
    stored >= EVENTS && figure <= BUDGET_MS,
    `health over ${stored} events took ${figure.toFixed(0)} ms (budget ${BUDGET_MS} ms)`,
  )
})
