import type { ArmAggregate, VitalKey } from 'site-server/canary-metrics/aggregates'
import type { Assessment } from './assessment'
import { mean } from './statistics'

function arm(aggregate: ArmAggregate) {
  const vital = (key: VitalKey) => ({
    n: aggregate.vitals[key].n,
    p75: aggregate.vitals[key].p75,
    mean: mean(aggregate.vitals[key].moments),
  })
  return {
    build: aggregate.build,
    pageViews: aggregate.pageViews,
    metrics: {
      lcp: vital('lcp'),
      inp: vital('inp'),
      cls: vital('cls'),
      live: vital('live'),
      errors: {
        n: aggregate.pageViews,
        rate: aggregate.pageViews === 0 ? null : aggregate.erroredViews / aggregate.pageViews,
      },
    },
  }
}

/** `--json`: the verdict, each arm's figures, and each metric's judgement with its interval. */
export function healthJson({ data, judgement }: Assessment) {
  return {
    verdict: judgement.verdict,
    window: { since: data.since, until: data.until },
    stable: arm(data.stable),
    canary: arm(data.canary),
    metrics: judgement.metrics,
  }
}
