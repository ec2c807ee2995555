import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals'
import type { WebVitalEvent } from '../store/analytics-slice'

/**
 * Sends LCP, INP and CLS as `web_vital` events, each with the page's builds (the store stamps them),
 * so a canary's numbers can be set beside stable's. web-vitals reports each metric when its value is
 * final: LCP at the first input or when the page is hidden, INP and CLS when the page is hidden.
 */
export function reportWebVitals(track: (event: WebVitalEvent) => void): void {
  const report = ({ name, value, rating, id }: LCPMetric | INPMetric | CLSMetric) =>
    track({ event: 'web_vital', name, value, rating, id })
  onLCP(report)
  onINP(report)
  onCLS(report)
}
