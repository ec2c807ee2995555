/**
 * Do the timing intervals hold when a visitor views several pages on one device? For `pnpm
 * bench:judge`: identical arms at a fixed split, looked at every few minutes as --auto would, and
 * the share of runs whose LCP interval ever excluded the truth (a ratio of 1). A valid confidence
 * sequence keeps that share at most its alpha, at every look at once; one that counts a visitor's
 * page views as independent does not.
 */
import { judgeMetric, strataOf } from './judge'
import { DEFAULT_THRESHOLDS } from './thresholds'
import { IDENTICAL, MINUTE, trafficSource, type Conditions } from './traffic'
import { aggregatesOf } from './virtual-site'

export interface CoverageCase {
  runs: number
  viewsPerHour: number
  minutes: number
  lookEveryMinutes: number
  percent: number
  conditions: Conditions
  designEffect: number
  alpha: number
  seed: number
}

/** The share of runs in which the interval of LCP's ratio ever lay wholly above or below 1. */
export function missedShare(test: CoverageCase): number {
  // The allowance at a ratio of 1 and both ends at alpha: a miss is the interval leaving the truth.
  const threshold = {
    ...DEFAULT_THRESHOLDS.lcp,
    maxIncrease: 0,
    alpha: test.alpha,
    passAlpha: test.alpha,
    minSample: 1,
    designEffect: test.designEffect,
  }
  let missed = 0
  for (let run = 0; run < test.runs; run += 1) {
    const traffic = trafficSource(test.viewsPerHour, IDENTICAL, test.conditions, test.seed + run)
    const minutes: Array<ReturnType<typeof traffic>> = []
    for (let minute = 1; minute <= test.minutes; minute += 1) {
      minutes.push(traffic(test.percent))
      if (minute % test.lookEveryMinutes !== 0) continue
      const strata = strataOf(aggregatesOf(minutes, 0, new Date(0), new Date(minute * MINUTE)))
      const { excess } = judgeMetric('lcp', strata, threshold)
      if (excess && (excess.lower > 1 || excess.upper < 1)) {
        missed += 1
        break
      }
    }
  }
  return missed / test.runs
}
