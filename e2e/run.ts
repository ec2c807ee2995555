/**
 * `pnpm test:e2e` with one option of its own: `--team faq` runs that team's tests and the smoke tests
 * (`--grep "@faq|@smoke"`, see support/suites.ts). Every other argument goes to Playwright as it is.
 */
import { spawnSync } from 'node:child_process'
import { TEAMS } from './support/suites'

const args = process.argv.slice(2)
const at = args.indexOf('--team')
if (at >= 0) {
  const team = args[at + 1]
  if (!(TEAMS as readonly string[]).includes(team ?? '')) {
    console.error(`--team takes one of ${TEAMS.join(', ')}`)
    process.exit(2)
  }
  args.splice(at, 2, '--grep', `@${team}|@smoke`)
}
const run = spawnSync('playwright', ['test', ...args], { stdio: 'inherit', shell: false })
process.exit(run.status ?? 1)
