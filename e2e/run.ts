/**
 * `pnpm test:e2e` with one option of its own: `--team faq` runs that team's tests and the smoke tests
 * (`--grep "@faq|@smoke"`, see support/suites.ts). Without `--project` it runs every test on Chromium
 * and the smoke tests on Firefox; `--project firefox` runs the suites on Firefox. Every other argument
 * goes to Playwright as it is.
 */
import { spawnSync } from 'node:child_process'
import { firefoxExecutable, NO_FIREFOX } from './support/browser'
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
if (!args.some((arg) => arg === '--project' || arg.startsWith('--project='))) {
  args.push('--project', 'chromium')
  if (firefoxExecutable()) args.push('--project', 'firefox-smoke')
  else console.error(NO_FIREFOX)
}
const run = spawnSync('playwright', ['test', ...args], { stdio: 'inherit', shell: false })
process.exit(run.status ?? 1)
