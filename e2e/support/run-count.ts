import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Ends a run with how many tests ran (a test retried counts once), so a filtered run shows its size. */
export default class RunCount implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>()

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, result.status)
  }

  onEnd(result: FullResult): void {
    // `--list` runs nothing: it prints its own total.
    if (this.outcomes.size === 0) return
    const statuses = [...this.outcomes.values()]
    const ran = statuses.filter((status) => status !== 'skipped').length
    const passed = statuses.filter((status) => status === 'passed').length
    console.log(`${ran} tests ran: ${passed} passed, ${ran - passed} did not (${result.status})`)
  }
}
