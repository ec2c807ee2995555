// @vitest-environment node
/**
 * Release health end to end below the browser: the real shell server (fastify) with a PGlite
 * store seeded with both arms' page views, a fake deploy of the FAQ builds, and the command.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppServer } from 'site-server/app-server'
import { openEventsDb, type EventsDb } from 'site-server/events-db/open'
import { forgetAllEvents, insertViews, type TestView } from 'site-server/test-support/test-events'
import type { RemoteReleases } from 'shell/tooling/release/release-record-schema'
import { parseCommand } from '../command'
import { startFakeDeploy, testShellMeta, type FakeDeploy } from '../test-support/fake-deploy'
import { runRelease } from '../run'
import { runAuto } from './auto'
import { EXIT, runHealth, stepChanges, type HealthDeps } from './run-health'

let deploy: FakeDeploy
let db: EventsDb
let app: FastifyInstance
let site: string
let dir: string
let file: string
/** The injected clock: sleeping moves it, nothing waits. */
let clock: number
const START = Date.parse('2026-11-20T10:00:00Z')
const MINUTE = 60_000

beforeAll(async () => {
  deploy = await startFakeDeploy()
  for (const build of ['b40', 'b41', 'b42', 'b43']) deploy.deploy(build)
  dir = mkdtempSync(join(tmpdir(), 'release-health-'))
  db = await openEventsDb()
  app = await createAppServer({
    root: dir,
    kind: 'shell',
    shellOrigins: [],
    events: { db, retentionDays: 30 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  site = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  await app.close()
  await db.close()
  await deploy.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  await forgetAllEvents(db)
  clock = START
  file = join(dir, 'release-record.json')
  writeRecord({ canary: { build: 'b42', percent: 5, salt: 'faq-b42' } })
})

function writeRecord(faq: Partial<RemoteReleases> = {}): void {
  const candidate = (build: string) => ({ entry: deploy.entry(build) })
  const releases: RemoteReleases = {
    stable: { build: 'b41', entry: deploy.entry('b41') },
    previous: { build: 'b40', entry: deploy.entry('b40') },
    candidates: { b42: candidate('b42'), b43: candidate('b43') },
    blocked: [],
    ...faq,
  }
  writeFileSync(file, `${JSON.stringify({ version: 2, remotes: { faq: releases } }, null, 2)}\n`)
}

const onDisk = () => JSON.parse(readFileSync(file, 'utf8')) as { remotes: { faq: RemoteReleases } }

/** `count` page views of one arm within the first ten minutes, the vitals drawn the same way for both arms. */
function views(count: number, build: string, source: string, failed?: string): TestView[] {
  return Array.from({ length: count }, (_, index) => ({
    builds: { faq: { build, source }, home: { build: 'h1', source: 'stable' } },
    at: new Date(START + ((index * 7919) % (9 * MINUTE))),
    lcp: 900 + ((index * 37) % 50) * 40,
    inp: 40 + ((index * 13) % 30) * 8,
    cls: ((index * 7) % 20) / 200,
    live: { faq: 600 + ((index * 11) % 40) * 25 },
    failed,
  }))
}

/**
 * Enough page views for a healthy canary to pass: with no errors in 2 500 views, the interval of
 * its error share ends below the 0.5 pp allowed; with 120, it does not, and errors stay undecided.
 */
const healthy = () => [...views(4000, 'b41', 'stable'), ...views(2500, 'b42', 'canary')]

function deps(): HealthDeps & { out: string[]; err: string[]; compose: ReturnType<typeof vi.fn> } {
  const out: string[] = []
  const err: string[] = []
  const compose = vi.fn(async (_recordFile: string) => {})
  return {
    out,
    err,
    compose,
    fetch,
    shellMeta: testShellMeta,
    print: (text) => out.push(text),
    report: (line) => err.push(line),
    cwd: dir,
    defaultRecord: file,
    siteOrigin: site,
    now: () => new Date(clock),
    sleep: async (ms) => {
      clock += ms
    },
    writeFile: (path, text) => writeFileSync(path, text),
  }
}

const WINDOW = ['--since', '2026-11-20T10:00:00Z', '--until', '2026-11-20T11:00:00Z']

async function health(argv: string[]) {
  const parsed = parseCommand(['faq', 'health', ...argv])
  if (!parsed.ok || !('health' in parsed)) throw new Error('expected a health command')
  const used = deps()
  const code = await runHealth(parsed.health, used)
  return { ...used, code, json: () => JSON.parse(used.out.join('')) }
}

async function auto(argv: string[]) {
  const parsed = parseCommand(['faq', 'canary', ...argv, '--auto'])
  if (!parsed.ok || !('command' in parsed)) throw new Error('expected a release action')
  const { command } = parsed
  if (command.action.kind !== 'canary' || !command.auto) throw new Error('expected --auto')
  const used = deps()
  const code = await runAuto({ ...command, action: command.action, auto: command.auto }, used)
  return { ...used, code }
}

describe('pnpm release faq health', () => {
  it('fails a canary whose FAQ slot fails on every page', async () => {
    await insertViews(db, [...views(300, 'b41', 'stable'), ...views(120, 'b42', 'canary', 'faq')])
    const result = await health(['--json', ...WINDOW])
    expect(result.code, result.err.join('\n')).toBe(EXIT.fail)
    const report = result.json()
    expect(report).toMatchObject({
      verdict: 'fail',
      stable: { build: 'b41', pageViews: 300, metrics: { errors: { n: 300, rate: 0 }, lcp: { n: 300 } } },
      canary: { build: 'b42', pageViews: 120, metrics: { errors: { n: 120, rate: 1 } } },
    })
    expect(report.metrics.find((metric: { metric: string }) => metric.metric === 'errors')).toMatchObject({
      verdict: 'fail',
    })
    expect(report.canary.metrics.lcp.p75).toBe(report.stable.metrics.lcp.p75)
  })

  it('fails a canary whose FAQ slot goes live later, judged on time until live', async () => {
    const slower = views(2500, 'b42', 'canary').map((view) => ({
      ...view,
      live: { faq: view.live!.faq! + 1500 },
    }))
    await insertViews(db, [...views(4000, 'b41', 'stable'), ...slower])
    const result = await health(['--json', ...WINDOW])
    expect(result.code, result.err.join('\n')).toBe(EXIT.fail)
    const report = result.json()
    expect(report.stable.metrics.live).toMatchObject({ n: 4000 })
    expect(report.canary.metrics.live.p75 - report.stable.metrics.live.p75).toBeCloseTo(1500, 0)
    const verdicts = Object.fromEntries(
      report.metrics.map((metric: { metric: string; verdict: string }) => [metric.metric, metric.verdict]),
    )
    // No errors in either arm: nothing is known of their ratio yet.
    expect(verdicts).toEqual({ errors: 'inconclusive', lcp: 'pass', inp: 'pass', cls: 'pass', live: 'fail' })
  })

  it('never fails a canary identical to stable', async () => {
    await insertViews(db, [...views(300, 'b41', 'stable'), ...views(120, 'b42', 'canary')])
    const result = await health(WINDOW)
    expect([EXIT.pass, EXIT.inconclusive]).toContain(result.code)
    const table = result.out.join('')
    expect(table).toMatch(/^errors\s+300\s+120\s+0\.00 %\s+0\.00 %/m)
    expect(table).toMatch(/^verdict: (pass|inconclusive)$/m)
  })

  it('is inconclusive with too few visitors, however bad the canary', async () => {
    await insertViews(db, [...views(30, 'b41', 'stable'), ...views(12, 'b42', 'canary', 'faq')])
    const result = await health(['--json', ...WINDOW])
    expect(result.code).toBe(EXIT.inconclusive)
    expect(result.json().verdict).toBe('inconclusive')
  })

  it('leaves out testers and page views outside the window', async () => {
    const testers = views(200, 'b42', 'canary', 'faq').map((view) => ({ ...view, preview: true }))
    const later = views(200, 'b42', 'canary', 'faq').map((view) => ({
      ...view,
      at: new Date(START + 120 * MINUTE),
    }))
    await insertViews(db, [...views(300, 'b41', 'stable'), ...testers, ...later])
    expect((await health(['--json', ...WINDOW])).json().canary.pageViews).toBe(0)
  })

  it('writes a report that shows its charts without a script', async () => {
    await insertViews(db, [...views(300, 'b41', 'stable'), ...views(120, 'b42', 'canary', 'faq')])
    const html = join(dir, 'report.html')
    await health(['--html', html, ...WINDOW])
    const page = readFileSync(html, 'utf8')
    // Views and errors over time, each metric's interval over time, and four distributions.
    expect(page.match(/<svg/g)).toHaveLength(11)
    expect(page).toContain('Față de pragul permis: LCP, media geometrică (ms), în timp')
    expect(page).not.toMatch(/<script/i)
    expect(page).toContain('Verdict: eșuează')
    expect(page).toContain('<html lang="ro">')
  })

  it('refuses, writing nothing, when no canary is running or the server does not answer', async () => {
    writeRecord()
    const none = await health(WINDOW)
    expect(none.code).toBe(EXIT.refused)
    expect(none.err[0]).toContain('faq has no canary running')
    writeRecord({ canary: { build: 'b42', percent: 5, salt: 'faq-b42' } })
    const before = readFileSync(file, 'utf8')
    const away = await health([...WINDOW, '--decide', '--site', 'http://127.0.0.1:9'])
    expect(away.code).toBe(EXIT.refused)
    expect(away.err[0]).toContain('did not answer')
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  it('--decide advances a step that ran its minimum with no regression, and records the decision with its evidence', async () => {
    writeRecord({
      canary: { build: 'b42', percent: 5, salt: 'faq-b42' },
      history: [{ at: '2026-11-20T10:00:00.000Z', build: 'b42', percent: 5, action: 'start', evidence: [] }],
    })
    await insertViews(db, healthy())
    clock = START + 30 * MINUTE
    const result = await health(['--decide', ...WINDOW])
    // The same values in both arms: no regression (the errors, none in either arm, undecided).
    expect(result.code).toBe(EXIT.inconclusive)
    const faq = onDisk().remotes.faq
    expect(faq.canary).toMatchObject({ build: 'b42', percent: 25 })
    expect(faq.history).toHaveLength(2)
    expect(faq.history![1]).toMatchObject({ at: '2026-11-20T10:30:00.000Z', build: 'b42', percent: 5 })
    expect(faq.history![1]!.evidence).toHaveLength(5)
    expect(result.err.some((line) => line.startsWith('  errors: 0.00 % → 0.00 %'))).toBe(true)
  })
})

describe('pnpm release faq health --decide from cron, every minute', () => {
  it('advances each step after its minimum, stops at the longest wait, and then stays stopped', async () => {
    writeRecord()
    const parsed = parseCommand(['faq', 'canary', 'b42', '--percent', '5'])
    if (!parsed.ok || !('command' in parsed)) throw new Error('expected a release action')
    expect(await runRelease(parsed.command, deps())).toBe(0)
    expect(onDisk().remotes.faq.canary).toMatchObject({ startedAt: new Date(START).toISOString() })
    // Too few visitors ever to have caught a regression: the last step waits for evidence.
    await insertViews(db, [...views(30, 'b41', 'stable'), ...views(12, 'b42', 'canary')])
    const actions: string[] = []
    for (let minute = 1; minute <= 60; minute += 1) {
      clock = START + minute * MINUTE
      const result = await health(['--decide', '--max-wait', '30m'])
      expect(result.code).toBe(EXIT.inconclusive)
      actions.push(onDisk().remotes.faq.history!.at(-1)!.action)
    }
    // Minute 10 advances to 25 %, minute 20 to 50 %, minute 50 (30 min at 50 %) stops.
    expect(actions[9]).toBe('advance')
    expect(actions[19]).toBe('advance')
    expect(actions.indexOf('stop')).toBe(49)
    const faq = onDisk().remotes.faq
    // The canary's traffic is withdrawn; the build stays a candidate; the ten looks after the stop
    // changed nothing, though cron ran --decide at each.
    expect(faq.canary).toMatchObject({
      build: 'b42',
      percent: 0,
      stopped: {
        at: new Date(START + 50 * MINUTE).toISOString(),
        reason: expect.stringContaining("step's longest"),
      },
    })
    expect(faq.candidates).toHaveProperty('b42')
    // Where the split changed: the judge's strata are cut there (the stop withdrew the share).
    const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString()
    expect(faq.canary!.stepChanges).toEqual([at(10), at(20)])
    expect(stepChanges(faq, faq.canary!).map((cut) => cut.toISOString())).toEqual([at(10), at(20), at(50)])
    expect(faq.history!.at(-1)).toMatchObject({
      action: 'stop',
      at: new Date(START + 50 * MINUTE).toISOString(),
    })
    const after = await health(['--decide'])
    expect(after.err.join('\n')).toContain('its traffic is withdrawn until a person decides')
    // A person rolls it out again: a new rollout, its window and its waits from now.
    expect(await runRelease(parsed.command, deps())).toBe(0)
    expect(onDisk().remotes.faq.canary).toEqual({
      build: 'b42',
      percent: 5,
      salt: 'faq-b42',
      startedAt: new Date(clock).toISOString(),
      stepStartedAt: new Date(clock).toISOString(),
    })
  }, 120_000)
})

describe('stepChanges', () => {
  const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString()
  const note = (minutes: number, action: 'start' | 'advance' | 'wait', build = 'b42') => ({
    at: at(minutes),
    build,
    percent: 5,
    action,
    evidence: [],
  })
  const canary = { build: 'b42', percent: 25, salt: 'faq-b42', startedAt: at(0), stepStartedAt: at(20) }
  const stable = { build: 'b41', entry: 'https://deploy.test/b41/assets/remoteEntry.js' }
  const releases = { stable, candidates: {}, blocked: [] }

  it("reads a record's step changes, and falls back on its history's advances for one made before them", () => {
    const times = (cuts: Date[]) => cuts.map((cut) => cut.toISOString())
    expect(times(stepChanges(releases, { ...canary, stepChanges: [at(10), at(20)] }))).toEqual([
      at(10),
      at(20),
    ])
    const history = [note(-30, 'advance', 'b40'), note(0, 'start'), note(10, 'advance'), note(15, 'wait')]
    expect(times(stepChanges({ ...releases, history }, canary))).toEqual([at(10), at(20)])
    // A rollout's first step has none.
    expect(stepChanges(releases, { ...canary, stepStartedAt: at(0) })).toEqual([])
  })
})

describe('pnpm release faq canary <build> --percent 5 --auto', () => {
  it('rolls back and blocks a canary whose FAQ slot fails on every page', async () => {
    writeRecord()
    await insertViews(db, [...views(300, 'b41', 'stable'), ...views(120, 'b43', 'canary', 'faq')])
    const result = await auto(['b43', '--percent', '5', '--step-wait', '10m', '--poll', '10m'])
    expect(result.code, result.err.join('\n')).toBe(EXIT.fail)
    const faq = onDisk().remotes.faq
    expect(faq.blocked).toContain('b43')
    expect(faq.canary).toBeUndefined()
    expect(faq.stable.build).toBe('b41')
    expect(faq.history!.map((entry) => [entry.action, entry.verdict, entry.percent])).toEqual([
      ['start', undefined, 5],
      ['rollback', 'fail', 5],
    ])
    expect(faq.history![1]!.evidence[0]).toMatch(/^errors: 0\.00 % → 100\.00 % .*: fail/)
  })

  it('raises a healthy canary 5 → 25 → 50 and promotes it', async () => {
    writeRecord()
    // The same error rate in both arms (1 %): enough errors to exclude a tenfold regression.
    await insertViews(db, [
      ...healthy(),
      ...views(40, 'b41', 'stable', 'faq'),
      ...views(25, 'b42', 'canary', 'faq'),
    ])
    const result = await auto(['b42', '--percent', '5', '--step-wait', '5m', '--poll', '5m'])
    expect(result.code, result.err.join('\n')).toBe(EXIT.pass)
    const faq = onDisk().remotes.faq
    expect(faq.stable.build).toBe('b42')
    expect(faq.canary).toBeUndefined()
    const decisions = faq.history!.filter((entry) => entry.action !== 'wait')
    expect(decisions.map((entry) => [entry.action, entry.percent])).toEqual([
      ['start', 5],
      ['advance', 5],
      ['advance', 25],
      ['promote', 50],
    ])
    expect(result.compose).toHaveBeenCalled()
  })

  it('advances on too few visitors, waits at the last step up to --max-wait, then stops and withdraws', async () => {
    writeRecord()
    await insertViews(db, [...views(30, 'b41', 'stable'), ...views(12, 'b42', 'canary')])
    const result = await auto([
      'b42',
      '--percent',
      '5',
      '--step-wait',
      '1m',
      '--poll',
      '1m',
      '--max-wait',
      '4m',
    ])
    expect(result.code).toBe(EXIT.inconclusive)
    const faq = onDisk().remotes.faq
    expect(faq.canary).toMatchObject({ build: 'b42', percent: 0, stopped: { reason: expect.any(String) } })
    expect(faq.stable.build).toBe('b41')
    expect(faq.history!.map((entry) => entry.action)).toEqual([
      'start',
      'advance',
      'advance',
      'wait',
      'wait',
      'wait',
      'stop',
    ])
    expect(clock).toBe(START + 6 * MINUTE)
  })
})
