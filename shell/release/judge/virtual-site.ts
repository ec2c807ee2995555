/**
 * A site on a virtual clock for `pnpm bench:judge`: its traffic's minutes, the health route's answer
 * over any window (bucketed by server/canary-metrics/aggregates.ts's own `seriesBuckets`: cut at the
 * step changes the judge names, the minute of each change in no bucket, as the server does), the
 * builds deployed, and a release record on disk: what `--auto` reads and writes, with nothing real
 * but the file.
 */
import {
  bucketOf,
  seriesBuckets,
  VITALS,
  type ArmAggregate,
  type HealthAggregates,
  type VitalKey,
} from 'site-server/canary-metrics/aggregates'
import { HEALTH_PATH } from 'site-server/canary-metrics/route'
import { deployedFiles, testShellMeta } from '../test-support/fake-deploy'
import type { Cell } from './judge'
import type { HealthDeps } from './run-health'
import { addMoments } from './statistics'
import { emptyCell, MINUTE } from './traffic'

export const SITE = 'http://site.test'
export const DEPLOY = 'http://deploy.test'

type Minute = { stable: Cell; canary: Cell }

function addCell(into: Cell, cell: Cell): void {
  into.pageViews += cell.pageViews
  into.erroredViews += cell.erroredViews
  for (const key of Object.keys(VITALS) as VitalKey[]) {
    into.vitals[key] = addMoments(into.vitals[key], cell.vitals[key])
    into.logVitals[key] = addMoments(into.logVitals[key], cell.logVitals[key])
  }
}

/** The route's answer from the minutes kept, minute `m` covering [start + m, start + m + 1 min). */
export function aggregatesOf(
  minutes: readonly Minute[],
  start: number,
  since: Date,
  until: Date,
  cuts: readonly Date[] = [],
): HealthAggregates {
  const buckets = seriesBuckets(since, until, cuts)
  const arm = (key: 'stable' | 'canary', build: string): ArmAggregate => {
    const series = buckets.starts.map((begins) => ({ at: new Date(begins).toISOString(), ...emptyCell() }))
    const total = emptyCell()
    minutes.forEach((minute, index) => {
      const at = start + index * MINUTE
      if (at <= since.getTime() - MINUTE || at >= until.getTime()) return
      addCell(total, minute[key])
      const bucket = bucketOf(buckets, at)
      if (bucket >= 0) addCell(series[bucket]!, minute[key])
    })
    const vital = (name: VitalKey) => ({
      n: total.vitals[name].n,
      p75: null,
      quantiles: [],
      moments: total.vitals[name],
    })
    return {
      build,
      pageViews: total.pageViews,
      erroredViews: total.erroredViews,
      vitals: { lcp: vital('lcp'), inp: vital('inp'), cls: vital('cls'), live: vital('live') },
      series,
    }
  }
  return {
    remote: 'faq',
    since: since.toISOString(),
    until: until.toISOString(),
    cuts: cuts.filter((cut) => cut > since && cut < until).map((cut) => cut.toISOString()),
    stable: arm('stable', 'b41'),
    canary: arm('canary', 'b42'),
  }
}

/** A fetch that answers the health route from `answer` and serves the deployed builds' files. */
export function virtualFetch(
  answer: (since: Date, until: Date, cuts: Date[]) => HealthAggregates,
): typeof fetch {
  const files = new Map(['b40', 'b41', 'b42'].flatMap((build) => deployedFiles(build)))
  return (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input)
    if (url.origin === SITE && url.pathname.startsWith(HEALTH_PATH)) {
      const query = url.searchParams
      const cuts = (query.get('cuts') ?? '').split(',').filter(Boolean)
      const body = answer(
        new Date(query.get('since')!),
        new Date(query.get('until')!),
        cuts.map((cut) => new Date(cut)),
      )
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }
    const file = url.origin === DEPLOY ? files.get(url.pathname) : undefined
    return new Response(file ?? 'not found', { status: file === undefined ? 404 : 200 })
  }) as typeof fetch
}

/** The release record a rollout starts from: b41 stable, b42 a candidate. */
export function startingRecord(): string {
  const entry = (build: string) => `${DEPLOY}/${build}/assets/remoteEntry.js`
  const faq = {
    stable: { build: 'b41', entry: entry('b41') },
    previous: { build: 'b40', entry: entry('b40') },
    candidates: { b42: { entry: entry('b42') } },
    blocked: [],
  }
  return `${JSON.stringify({ version: 2, remotes: { faq } }, null, 2)}\n`
}

/** --auto's dependencies on the virtual clock: sleeping runs the traffic, nothing waits. */
export function virtualDeps(options: {
  file: string
  dir: string
  now: () => number
  sleep: (ms: number) => void
  fetch: typeof fetch
}): HealthDeps {
  return {
    fetch: options.fetch,
    shellMeta: testShellMeta,
    compose: async () => {},
    print: () => {},
    report: () => {},
    cwd: options.dir,
    defaultRecord: options.file,
    siteOrigin: SITE,
    now: () => new Date(options.now()),
    sleep: async (ms) => options.sleep(ms),
    writeFile: () => {},
  }
}
