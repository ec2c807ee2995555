/**
 * Rollouts on a virtual clock, for `pnpm bench:judge`: the real `--auto` (auto.ts: assess,
 * rolloutTimes, judge, decide, applyDecision and the release record on disk) against a virtual site
 * (virtual-site.ts) whose traffic (traffic.ts) runs while --auto sleeps, until the rollout is
 * promoted, rolled back or stopped. Seeded: the same scenario gives the same outcome.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ReleaseRecord } from 'shell/tooling/release/release-record-schema'
import { parseCommand } from '../command'
import { runAuto } from './auto'
import type { AutoOptions } from './options'
import { MINUTE, trafficSource, type Conditions, type Effect, type FieldShape } from './traffic'
import { aggregatesOf, startingRecord, virtualDeps, virtualFetch } from './virtual-site'

export interface Scenario {
  /** The remote's page views per hour, both arms together. */
  viewsPerHour: number
  effect: Effect
  conditions: Conditions
  seed: number
}

export type Schedule = AutoOptions

/** `--auto`'s defaults, as the real command parser reads them: the schedule a team gets. */
export function defaultSchedule(): Schedule {
  const parsed = parseCommand(['faq', 'canary', 'b42', '--percent', '5', '--auto'])
  if (!parsed.ok || !('command' in parsed) || !parsed.command.auto)
    throw new Error('cannot read --auto defaults')
  return parsed.command.auto
}

export interface Outcome {
  action: 'promote' | 'rollback' | 'stop'
  /** Time from the rollout's start to the decision that ended it. */
  atMs: number
  /** The canary's share when it ended. */
  percent: number
  /** Canary page views served by then: the exposure. */
  canaryViews: number
}

const START = Date.parse('2026-12-01T08:00:00Z')
let folder: string | undefined

/** One rollout from `canary b42 --percent <first step> --auto` to the decision that ends it. */
export async function simulateRollout(
  scenario: Scenario,
  schedule: Schedule,
  shape?: FieldShape,
): Promise<Outcome> {
  // In memory where there is one: the record is replaced at every look, a rename each.
  folder ??= mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-judge-'))
  const file = join(folder, 'release-record.json')
  writeFileSync(file, startingRecord())
  const traffic = trafficSource(
    scenario.viewsPerHour,
    scenario.effect,
    scenario.conditions,
    scenario.seed,
    shape,
  )
  const minutes: Array<ReturnType<typeof traffic>> = []
  let canaryViews = 0
  // The share visitors get is the record's, as the shell reads it.
  const percentNow = () => {
    const record = JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord
    return record.remotes.faq?.canary?.percent ?? 0
  }
  const sleep = (ms: number) => {
    const percent = percentNow()
    for (let left = ms; left > 0; left -= MINUTE) {
      const minute = traffic(percent)
      canaryViews += minute.canary.pageViews
      minutes.push(minute)
    }
  }
  const now = () => START + minutes.length * MINUTE
  const deps = virtualDeps({
    file,
    dir: folder,
    now,
    sleep,
    fetch: virtualFetch((since, until, cuts) => aggregatesOf(minutes, START, since, until, cuts)),
  })
  await runAuto(
    {
      remote: 'faq',
      action: { kind: 'canary', build: 'b42', percent: schedule.steps[0]! },
      record: file,
      auto: schedule,
    },
    deps,
  )
  const record = JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord
  const last = record.remotes.faq?.history?.at(-1)
  if (!last || (last.action !== 'promote' && last.action !== 'rollback' && last.action !== 'stop'))
    throw new Error(`the rollout ended without a decision (${last?.action ?? 'no history'})`)
  return { action: last.action, atMs: now() - START, percent: last.percent, canaryViews }
}
