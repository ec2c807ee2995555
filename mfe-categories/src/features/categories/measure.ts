/** Name of the User Timing measure around filter + sort; the benchmark (e2e/bench) reads it. */
export const FILTER_SORT_MEASURE = 'categorii:filtrare-sortare'

/** Runs `work` and records how long it took as a performance measure, when the browser can. */
export function measured<T>(name: string, work: () => T): T {
  const start = performance.now()
  const result = work()
  try {
    performance.measure(name, { start, end: performance.now() })
  } catch {
    // Old engines without User Timing L3: the result matters, the figure does not.
  }
  return result
}
