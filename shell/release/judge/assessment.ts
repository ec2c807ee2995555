import type { HealthAggregates } from 'site-server/canary-metrics/aggregates'
import type { Judgement } from './judge'

/** Both arms' aggregates as the site server answered them, and the judge's reading of them. */
export interface Assessment {
  data: HealthAggregates
  judgement: Judgement
}
