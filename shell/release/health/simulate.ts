/**
 * Rollouts on a virtual clock, for `pnpm bench:judge`: synthetic field data fed minute by minute to
 * the real judge (judge.ts) and the real decision (decide.ts), on `--auto`'s schedule, until the
 * rollout is promoted, rolled back or stopped. Seeded: the same scenario gives the same outcome.
 */
import { randomLcg, randomLogNormal } from 'd3-random'
import type { VitalKey } from 'site-server/health/aggregates'
import { parseCommand } from '../command'
import { decide } from './decide'
import { judge, type ArmEvidence } from './judge'
import type { AutoOptions } from './options'
import { NO_MOMENTS, type Moments } from './statistics'

/**
 * The shapes of the synthetic field data. Log-normal timings, as field LCP and INP are (CrUX's
 * distributions are close to log-normal); CLS zero on most views; errors rare.
 */
export interface FieldShape {
  /** Share of page views with an error of the remote. */
  errorRate: number
  lcp: { median: number; sigma: number }
  /** INP exists only on views with an interaction: `share` of them. */
  inp: { share: number; median: number; sigma: number }
  /** CLS is exactly 0 on `zeroShare` of views. */
  cls: { zeroShare: number; median: number; sigma: number }
  live: { median: number; sigma: number }
}

export const REALISTIC_FIELD: FieldShape = {
  errorRate: 0.002,
  lcp: { median: 2000, sigma: 0.6 },
  inp: { share: 0.4, median: 120, sigma: 0.7 },
  cls: { zeroShare: 0.6, median: 0.03, sigma: 1 },
  live: { median: 900, sigma: 0.5 },
}

/** The canary's difference: multipliers of stable's LCP and of its error rate (1: identical). */
export interface Effect {
  lcp: number
  errors: number
}

export const IDENTICAL: Effect = { lcp: 1, errors: 1 }

export interface Scenario {
  /** The remote's page views per hour, both arms together. */
  viewsPerHour: number
  effect: Effect
  seed: number
}

export type Schedule = Pick<AutoOptions, 'steps' | 'stepWaitMs' | 'pollMs' | 'maxWaitMs' | 'thresholds'>

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
  /** Canary page views seen by then. */
  canaryViews: number
}

const MINUTE = 60_000

function emptyArm(): ArmEvidence {
  const vital = () => ({ moments: { ...NO_MOMENTS } })
  return {
    pageViews: 0,
    erroredViews: 0,
    vitals: { lcp: vital(), inp: vital(), cls: vital(), live: vital() },
  }
}

function add(moments: Moments, value: number): void {
  moments.n += 1
  moments.sum += value
  moments.sumSquares += value * value
}

/** One page view's field data, rounded as the rollup keeps it (whole ms, CLS to 0.0001). */
function viewSource(shape: FieldShape, seed: number) {
  const uniform = randomLcg(seed)
  const logNormal = (median: number, sigma: number) =>
    randomLogNormal.source(uniform)(Math.log(median), sigma)
  const draw = {
    lcp: logNormal(shape.lcp.median, shape.lcp.sigma),
    inp: logNormal(shape.inp.median, shape.inp.sigma),
    cls: logNormal(shape.cls.median, shape.cls.sigma),
    live: logNormal(shape.live.median, shape.live.sigma),
  }
  return { uniform, draw }
}

/** One rollout from its start to the decision that ends it. */
export function simulateRollout(scenario: Scenario, schedule: Schedule, shape = REALISTIC_FIELD): Outcome {
  const { uniform, draw } = viewSource(shape, scenario.seed)
  const arms = { stable: emptyArm(), canary: emptyArm() }
  const perMinute = scenario.viewsPerHour / 60
  let [clock, owed, percent, stepBegan] = [0, 0, schedule.steps[0]!, 0]

  const view = (arm: ArmEvidence, effect: Effect) => {
    arm.pageViews += 1
    if (uniform() < shape.errorRate * effect.errors) arm.erroredViews += 1
    const vitals = arm.vitals as Record<VitalKey, { moments: Moments }>
    add(vitals.lcp.moments, Math.round(draw.lcp() * effect.lcp))
    if (uniform() < shape.inp.share) add(vitals.inp.moments, Math.round(draw.inp()))
    add(
      vitals.cls.moments,
      uniform() < shape.cls.zeroShare ? 0 : Math.round(Math.min(draw.cls(), 5) * 1e4) / 1e4,
    )
    add(vitals.live.moments, Math.round(draw.live()))
  }
  const runUntil = (time: number) => {
    for (; clock < time; clock += MINUTE) {
      owed += perMinute
      for (; owed >= 1; owed -= 1)
        if (uniform() * 100 < percent) view(arms.canary, scenario.effect)
        else view(arms.stable, IDENTICAL)
    }
  }

  runUntil(schedule.stepWaitMs)
  for (;;) {
    const verdict = judge(arms, schedule.thresholds).verdict
    const decision = decide({ verdict, percent, ...schedule, waitedMs: clock - stepBegan })
    if (decision.action === 'advance') {
      percent = decision.percent
      stepBegan = clock
      runUntil(clock + schedule.stepWaitMs)
    } else if (decision.action === 'wait') runUntil(clock + schedule.pollMs)
    else return { action: decision.action, atMs: clock, percent, canaryViews: arms.canary.pageViews }
  }
}
