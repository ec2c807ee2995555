/**
 * CPU time from Linux's /proc, to tell a slow process from a starved one and to show whether the
 * machine itself was the limit (every core busy).
 */
import { readFileSync } from 'node:fs'

/** CPU seconds a process has used (user + system); 0 for one that is gone. */
export function cpuSeconds(pid: number): number {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return 0
  }
  const fields = stat.split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The machine's CPU seconds so far, busy and in all (every core's, from /proc/stat's first line). */
export function machineCpu(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number) as number[]
  const busy = user! + nice! + system! + irq! + softirq! + steal!
  return { busy: busy / 100, total: (busy + idle! + iowait!) / 100 }
}
