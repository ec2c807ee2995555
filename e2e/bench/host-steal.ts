import { readFileSync } from 'node:fs'

/** The machine's CPU time so far, in ticks: all of it, and the part a hypervisor gave other guests. */
function cpuTicks(): { total: number; steal: number } | undefined {
  try {
    // user nice system idle iowait irq softirq steal
    const ticks = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number)
    return { total: ticks.reduce((sum, part) => sum + part, 0), steal: ticks[7] ?? 0 }
  } catch {
    return undefined // Not Linux: nothing to say.
  }
}

/**
 * Starts measuring "steal": the share of this virtual machine's CPU time the host ran something else.
 * A Lighthouse run on a shared host stretches the wall-clock length of every task by it, and TBT is
 * measured on the wall clock. The returned function gives the percentage since the start.
 */
export function measureSteal(): () => number | undefined {
  const start = cpuTicks()
  return () => {
    const end = cpuTicks()
    if (!start || !end || end.total === start.total) return undefined
    return (100 * (end.steal - start.steal)) / (end.total - start.total)
  }
}
