import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter'
import { withoutTeam } from './suites'

/** Fails the run when a test carries no team tag (see suites.ts), naming each such test. */
export default class EveryTestTagged implements Reporter {
  private untagged: string[] = []

  onBegin(_config: FullConfig, suite: Suite): void {
    this.untagged = withoutTeam(suite.allTests())
    for (const title of this.untagged)
      console.error(`No team tag (@shell, @home, @categories, @faq): ${title}`)
  }

  async onEnd(): Promise<{ status: FullResult['status'] } | undefined> {
    return this.untagged.length > 0 ? { status: 'failed' } : undefined
  }
}
