/**
 * `pnpm release <remote> canary <build> --percent 5 --auto`: starts the canary, then, step by step,
 * lets it run, judges it, and advances, promotes, rolls back or waits (see decide.ts), until the
 * rollout ends. Each decision goes through the release actions and into the record's history.
 */
import type { AutoOptions } from './options'
import type { ReleaseCommand } from '../command'
import { loadRecord, runRelease } from '../run'
import { decide } from './decide'
import { collectorCheck, holdWhileCollectorFailing, unlessCollectorFailing } from './collector-warning'
import {
  applyDecision,
  assess,
  EXIT,
  rolloutTimes,
  stepState,
  stoppedLine,
  type HealthDeps,
} from './run-health'

type CanaryAction = Extract<ReleaseCommand['action'], { kind: 'canary' }>

export async function runAuto(
  command: ReleaseCommand & { action: CanaryAction; auto: AutoOptions },
  deps: HealthDeps,
): Promise<number> {
  const { remote, action, auto } = command
  const started = await runRelease(command, deps, {
    at: deps.now().toISOString(),
    build: action.build,
    percent: action.percent,
    action: 'start',
    evidence: [],
  })
  if (started !== 0) return started
  // It looks at every poll, a step's minimum included: a regression is rolled back when found, not
  // when the step ends (the harm it bounds is the visitors who saw it).
  await deps.sleep(auto.pollMs)
  for (;;) {
    const loaded = await loadRecord(command.record, deps)
    if (!loaded.ok) {
      deps.report(`release: --auto stopped: ${loaded.reason}`)
      return EXIT.refused
    }
    const releases = loaded.parsed.record.remotes[remote]
    const canary = releases?.canary
    if (canary?.stopped) {
      deps.report(stoppedLine(remote, canary))
      return EXIT.inconclusive
    }
    if (!releases || canary?.build !== action.build) {
      deps.report(
        `release: --auto stopped: ${action.build} is no longer the canary of ${remote} (changed by hand?)`,
      )
      return EXIT.refused
    }
    // The record's times, as --decide reads them: one home for when the rollout and its step began.
    const now = deps.now()
    const { began = now, stepBegan = now } = rolloutTimes(releases, canary)
    const site = command.site ?? deps.siteOrigin
    const collector = await collectorCheck(site, deps.fetch)
    for (const line of collector.lines) deps.report(line)
    const assessed = await assess(
      remote,
      { ...releases, canary },
      { since: began, until: now },
      auto.thresholds,
      site,
      deps.fetch,
    )
    if (typeof assessed === 'string') {
      deps.report(`release: --auto stopped: ${assessed}`)
      return EXIT.refused
    }
    const judgement = unlessCollectorFailing(assessed.judgement, collector)
    const decision = holdWhileCollectorFailing(
      decide(stepState(judgement, canary, { began, stepBegan }, now, auto)),
      collector,
    )
    const code = await applyDecision(command, canary, decision, judgement, deps)
    if (code !== 0) return code
    switch (decision.action) {
      case 'promote':
        return EXIT.pass
      case 'rollback':
        return EXIT.fail
      case 'stop':
        return EXIT.inconclusive
      case 'advance':
      case 'wait':
        await deps.sleep(auto.pollMs)
    }
  }
}
