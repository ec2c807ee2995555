/**
 * `pnpm release <remote> health`: reads the release record, asks the running shell server for both
 * arms' aggregates over the window, judges them, prints the table (or JSON), writes the HTML report,
 * and with --decide acts once on the verdict through the release actions.
 */
import type { HealthAggregates } from 'site-server/canary-metrics/aggregates'
import { HEALTH_PATH, MAX_CUTS } from 'site-server/canary-metrics/route'
import type { RemoteKey } from 'shell/tooling/federation/apps'
import type { Canary, HistoryEntry, RemoteReleases } from 'shell/tooling/release/release-record-schema'
import type { HealthCommand } from '../command'
import type { ReleaseAction } from '../edits'
import { loadRecord, runRelease, type ReleaseDeps } from '../run'
import { collectorCheck, holdWhileCollectorFailing, unlessCollectorFailing } from './collector-warning'
import { decide, type Decision, type StepState } from './decide'
import { evidenceLine, healthTable } from './format'
import type { Assessment } from './assessment'
import { judge, strataOf, type Judgement } from './judge'
import { healthJson } from './json'
import { healthReport } from './report-html'
import type { HealthOptions } from './options'
import type { Thresholds } from './thresholds'

export interface HealthDeps extends ReleaseDeps {
  sleep: (ms: number) => Promise<void>
  writeFile: (path: string, text: string) => void
}

/** Exit codes: 0 pass (or promoted), 1 refused (nothing read or written), 2 usage, 3 fail (rolled back), 4 inconclusive (or stopped). */
export const EXIT = { pass: 0, refused: 1, fail: 3, inconclusive: 4 } as const

export type { Assessment } from './assessment'

const DAY_MS = 24 * 3_600_000

/** The aggregates of both arms from the shell server's internal route, judged. */
export async function assess(
  remote: RemoteKey,
  releases: RemoteReleases & { canary: Canary },
  window: { since: Date; until: Date },
  thresholds: Thresholds,
  site: string,
  fetchImpl: typeof fetch,
): Promise<Assessment | string> {
  const url = new URL(`${HEALTH_PATH}/${remote}`, site)
  // The route cuts its buckets at the steps inside the window: the arms are compared within a split.
  const cuts = stepChanges(releases, releases.canary)
    .filter((cut) => cut > window.since && cut < window.until)
    .slice(-MAX_CUTS)
  url.search = new URLSearchParams({
    stable: releases.stable.build,
    canary: releases.canary.build,
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    ...(cuts.length > 0 && { cuts: cuts.map((cut) => cut.toISOString()).join(',') }),
  }).toString()
  let response: Response
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(120_000) })
  } catch {
    // Once more, on a new connection: --auto looks once a minute, and the kept-alive socket of the
    // last look may have been closed by the server just as it was reused ("fetch failed").
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(120_000) })
    } catch (error) {
      return `${url.origin} did not answer (${error instanceof Error ? error.message : String(error)}): is the shell server running there?`
    }
  }
  if (!response.ok) {
    const body = await response.text()
    const why = response.headers.get('content-type')?.includes('json') ? `: ${JSON.parse(body).error}` : ''
    return `${url.href} answered HTTP ${response.status}${why}`
  }
  const data = (await response.json()) as HealthAggregates
  return { data, judgement: judge(strataOf(data), thresholds) }
}

/**
 * When the running canary's rollout and its current step began, from its record. A record written
 * before they were kept falls back on its history (which keeps only its latest entries).
 */
export function rolloutTimes(releases: RemoteReleases, canary: Canary): { began?: Date; stepBegan?: Date } {
  const fromHistory = (percent?: number) =>
    releases.history?.find(
      (item) => item.build === canary.build && (percent === undefined || item.percent === percent),
    )?.at
  const began = canary.startedAt ?? fromHistory()
  const stepBegan = canary.stepStartedAt ?? fromHistory(canary.percent)
  return {
    began: began === undefined ? undefined : new Date(began),
    stepBegan: stepBegan === undefined ? undefined : new Date(stepBegan),
  }
}

/**
 * When the running canary's share changed after its rollout began: each later step's start, and its
 * stop (the share withdrawn). A record written before it kept them falls back on its history's
 * advances (only its latest entries) and the current step's start.
 */
export function stepChanges(releases: RemoteReleases, canary: Canary): Date[] {
  const { began, stepBegan } = rolloutTimes(releases, canary)
  const kept =
    canary.stepChanges ??
    (releases.history ?? [])
      .filter((item) => item.build === canary.build && item.action === 'advance')
      .map((item) => item.at)
  const times = [...kept, stepBegan?.toISOString(), canary.stopped?.at].flatMap((at) =>
    at === undefined ? [] : [Date.parse(at)],
  )
  return [...new Set(times)]
    .filter((time) => began === undefined || time > began.getTime())
    .sort((a, b) => a - b)
    .map((time) => new Date(time))
}

/** The release action a decision takes; wait changes nothing but the history. */
function releaseAction(decision: Decision, canary: Canary): ReleaseAction {
  switch (decision.action) {
    case 'advance':
      return { kind: 'canary', build: canary.build, percent: decision.percent }
    case 'promote':
      return { kind: 'promote', build: canary.build }
    case 'rollback':
      // The canary never became stable: rolling it back is taking its visitors away, which blocking
      // it does (and it keeps the build from loading again).
      return { kind: 'block', build: canary.build }
    case 'stop':
      // Withdrawn, not held: an unjudged build serves nobody while a person decides (decision 0102).
      return { kind: 'stop', build: canary.build, reason: decision.reason }
    case 'wait':
      return { kind: 'note' }
  }
}

/** Acts on a decision with the release actions, and records it, with its evidence, in the history. */
export async function applyDecision(
  command: Pick<HealthCommand, 'remote' | 'record' | 'site'>,
  canary: Canary,
  decision: Decision,
  judgement: Judgement,
  deps: HealthDeps,
): Promise<number> {
  const evidence = judgement.metrics.map(evidenceLine)
  const note: HistoryEntry = {
    at: deps.now().toISOString(),
    build: canary.build,
    percent: canary.percent,
    verdict: judgement.verdict,
    action: decision.action,
    evidence,
  }
  const what =
    decision.action === 'advance'
      ? `advance ${canary.build} to ${decision.percent} %`
      : decision.action === 'wait' || decision.action === 'stop'
        ? `${decision.action}: ${decision.reason}`
        : `${decision.action} ${canary.build}`
  deps.report(
    `health: ${command.remote} ${canary.build} at ${canary.percent} %: ${judgement.verdict}; ${what}`,
  )
  for (const line of evidence) deps.report(`  ${line}`)
  return runRelease({ ...command, action: releaseAction(decision, canary) }, deps, note)
}

/** What decide() reads of a look: the judgement, the record's times and the schedule. */
export function stepState(
  judgement: Judgement,
  canary: Canary,
  times: { began?: Date; stepBegan?: Date },
  now: Date,
  schedule: Pick<HealthOptions, 'steps' | 'stepWaitMs' | 'maxWaitMs' | 'rolloutMaxWaitMs'>,
): StepState {
  const since = (time: Date | undefined) => now.getTime() - (time ?? now).getTime()
  return {
    verdict: judgement.verdict,
    bounded: judgement.bounded,
    percent: canary.percent,
    steps: schedule.steps,
    waitedMs: since(times.stepBegan),
    elapsedMs: since(times.began),
    stepWaitMs: schedule.stepWaitMs,
    maxWaitMs: schedule.maxWaitMs,
    rolloutMaxWaitMs: schedule.rolloutMaxWaitMs,
  }
}

/** A stopped rollout waits for a person: what --decide and --auto say instead of deciding again. */
export function stoppedLine(remote: string, canary: Canary): string {
  const { at, reason } = canary.stopped!
  return `release: ${remote} canary ${canary.build} stopped at ${at} (${reason}); its traffic is withdrawn until a person decides: pnpm release ${remote} promote ${canary.build}, canary ${canary.build} --percent N to roll it out again, or block ${canary.build}`
}

export async function runHealth(command: HealthCommand, deps: HealthDeps): Promise<number> {
  const loaded = await loadRecord(command.record, deps)
  const refuse = (reason: string) => {
    deps.report(`release: health: ${reason}`)
    return EXIT.refused
  }
  if (!loaded.ok) return refuse(loaded.reason)
  const releases = loaded.parsed.record.remotes[command.remote]
  const canary = releases?.canary
  if (!releases || !canary)
    return refuse(`${command.remote} has no canary running: there is nothing to compare`)
  const options = command.health
  const now = deps.now()
  const times = rolloutTimes(releases, canary)
  const since = options.since ?? times.began ?? new Date(now.getTime() - DAY_MS)
  const until = options.until ?? now
  const site = command.site ?? deps.siteOrigin
  const collector = await collectorCheck(site, deps.fetch)
  for (const line of collector.lines) deps.report(line)
  const assessed = await assess(
    command.remote,
    { ...releases, canary },
    { since, until },
    options.thresholds,
    site,
    deps.fetch,
  )
  if (typeof assessed === 'string') return refuse(assessed)
  assessed.judgement = unlessCollectorFailing(assessed.judgement, collector)
  const { judgement } = assessed
  deps.print(
    options.json
      ? `${JSON.stringify(healthJson(assessed), null, 2)}\n`
      : `${command.remote}: stable ${releases.stable.build} against canary ${canary.build} at ${canary.percent} %, ${since.toISOString()} to ${until.toISOString()}\n\n${healthTable(judgement.metrics, judgement.verdict)}`,
  )
  if (options.html) {
    try {
      deps.writeFile(options.html, healthReport(assessed, options.thresholds))
    } catch (error) {
      return refuse(`cannot write ${options.html}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (options.decide) {
    if (canary.stopped) {
      deps.report(stoppedLine(command.remote, canary))
      return EXIT.inconclusive
    }
    const decision = holdWhileCollectorFailing(
      decide(stepState(judgement, canary, times, now, options)),
      collector,
    )
    const code = await applyDecision(command, canary, decision, judgement, deps)
    if (code !== 0) return code
  }
  return EXIT[judgement.verdict]
}
