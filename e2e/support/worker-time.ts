import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

interface SpecWorkerTime {
  file: string
  project: string
  tests: number
  /** Every attempt's duration, retries included: the time a worker spent on this file's tests. */
  ms: number
}

/**
 * Ends a run with the suite's worker time (the sum of its tests' durations, retries included) per spec
 * file and project, slowest first, and keeps it as worker-time.json in the run's output folder
 * (test-results/, or `--output`'s, so a QA run nested in the suite keeps its own): the figure the
 * suite's speed is judged by, since wall time depends on how many workers the host gives it.
 */
export default class WorkerTime implements Reporter {
  private readonly spent = new Map<string, SpecWorkerTime>()
  private rootDir = ''
  private file = ''

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir
    this.file = join(config.projects[0]?.outputDir ?? 'test-results', 'worker-time.json')
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(this.rootDir, test.location.file)
    const project = test.parent.project()?.name ?? ''
    const key = `${project} ${file}`
    const entry = this.spent.get(key) ?? { file, project, tests: 0, ms: 0 }
    if (result.retry === 0) entry.tests += 1
    entry.ms += result.duration
    this.spent.set(key, entry)
  }

  onEnd(_result: FullResult): void {
    if (this.spent.size === 0) return
    const rows = [...this.spent.values()].sort((a, b) => b.ms - a.ms)
    const totalMs = rows.reduce((sum, row) => sum + row.ms, 0)
    mkdirSync(join(this.file, '..'), { recursive: true })
    writeFileSync(this.file, `${JSON.stringify({ totalMs, rows }, null, 2)}\n`)
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7)
    console.log(`Worker time: ${seconds(totalMs).trim()} s in all (${relative(process.cwd(), this.file)})`)
    for (const row of rows.slice(0, 12))
      console.log(`${seconds(row.ms)} s  ${String(row.tests).padStart(3)} tests  ${row.project} ${row.file}`)
  }
}
