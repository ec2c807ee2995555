/**
 * Edits a deployed release-record.json, one remote and one action at a time, after checking the result:
 *   pnpm release faq candidate b42 --entry https://faq.example.ro/b42/assets/remoteEntry.js
 *   pnpm release faq preview-link b42            prints the link that proposes b42 to a tester
 *   pnpm release faq canary b42 --percent 10
 *   pnpm release faq promote [b42]               the canary (or b42) becomes stable; recomposes
 *   pnpm release faq rollback                    previous becomes stable again; recomposes
 *   pnpm release faq block b42                   b42 never loads again
 *   pnpm release faq status                      the record: stable, canary (running or stopped), latest decisions
 *   pnpm release faq health [--json] [--html F]  judges the canary against stable (exit 0 pass, 3 fail,
 *                                                4 inconclusive); --decide acts on it once
 *   pnpm release faq canary b42 --percent 5 --auto   5 → 25 → 50 while no regression is found, promoted
 *                                                when one would have been (decision 0102); rolled back
 *                                                and blocked on fail; stopped (share withdrawn) after
 *                                                --max-wait / --rollout-max-wait
 * --record PATH|URL     the deploy folder's release-record.json (default dist/release-record.json);
 *                       a URL is read only: the edited record is printed
 * --site ORIGIN         the shell's public origin (default SITE_ORIGIN, else the local one)
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildMeta, siteOrigin } from 'shell/tooling/build/app-meta'
import { parseCommand, USAGE } from './command'
import { runAuto } from './judge/auto'
import { runHealth, type HealthDeps } from './judge/run-health'
import { runRelease } from './run'
import { runStatus } from './status'

const shellDir = fileURLToPath(new URL('..', import.meta.url))
const repoDir = join(shellDir, '..')

/** `pnpm compose` for the deploy folder that holds this record, its output on stderr. */
function composeDeployed(recordFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['compose', '--record', recordFile, '--out', dirname(recordFile)], {
      cwd: repoDir,
      stdio: ['ignore', 2, 2],
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm compose exited with ${code}`)),
    )
  })
}

const parsed = parseCommand(process.argv.slice(2))
if (!parsed.ok) {
  console.error(`release: ${parsed.reason}\n${USAGE}`)
  process.exitCode = 2
} else {
  const deps: HealthDeps = {
    fetch,
    // The shell in this checkout is the one deployed, as for compose.
    shellMeta: buildMeta(shellDir),
    compose: composeDeployed,
    print: (text) => process.stdout.write(text),
    report: (line) => console.error(line),
    // pnpm runs the script in shell/; INIT_CWD is where the command was typed.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    defaultRecord: join(shellDir, 'dist/release-record.json'),
    siteOrigin: siteOrigin(),
    now: () => new Date(),
    sleep: (ms) => sleep(ms),
    writeFile: (path, text) => writeFileSync(path, text),
  }
  if ('health' in parsed) process.exitCode = await runHealth(parsed.health, deps)
  else if ('status' in parsed) process.exitCode = await runStatus(parsed.status, deps)
  else {
    const { command } = parsed
    process.exitCode =
      command.auto && command.action.kind === 'canary'
        ? await runAuto({ ...command, action: command.action, auto: command.auto }, deps)
        : await runRelease(command, deps)
  }
}
