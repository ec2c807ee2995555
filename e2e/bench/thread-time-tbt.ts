/** The trace events this reads; Lighthouse's trace holds many more. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  /** The thread's CPU time in the event, in µs: time the thread was not running is left out. */
  tdur?: number
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

const BLOCKING_THRESHOLD_MS = 50

/**
 * Total blocking time counted on the page's main-thread CPU time, scaled by Lighthouse's CPU factor:
 * every task after first contentful paint blocks for what its CPU time, slowed down, exceeds 50 ms.
 * Lighthouse's own TBT simulates on each task's wall-clock length, which a busy machine stretches
 * with time the thread spent waiting for a core; this figure leaves that out. Time a hypervisor steals
 * while the thread runs still counts, hence the steal figure printed beside it. A diagnostic beside
 * TBT, not Lighthouse's metric: no simulated network, no TTI window.
 */
export function threadTimeTbtMs(events: readonly TraceEvent[], cpuSlowdown: number): number | undefined {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) return undefined
  const mainThread = events.find(
    (event) =>
      event.pid === navigation.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const fcp = events.find((event) => event.pid === navigation.pid && event.name === 'firstContentfulPaint')
  if (!mainThread || !fcp) return undefined
  return events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === mainThread.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= fcp.ts,
    )
    .reduce(
      (sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * cpuSlowdown - BLOCKING_THRESHOLD_MS),
      0,
    )
}
