/**
 * `pnpm release <remote> status`: what the release record says of one remote, read only: its stable
 * and previous builds, the canary and its rollout (running, or stopped and waiting for a person),
 * the candidates, the blocked builds and release health's latest decisions.
 */
import type { Canary } from 'shell/tooling/release/release-record-schema'
import type { StatusCommand } from './command'
import { loadRecord, type ReleaseDeps } from './run'

/** The decisions shown: enough to see how the rollout got where it is. */
const LATEST = 5

function canaryLine(remote: string, canary: Canary | undefined): string {
  if (!canary) return 'canary: none'
  const since = canary.startedAt ? `, rollout since ${canary.startedAt}` : ''
  const step = canary.stepStartedAt ? `, this step since ${canary.stepStartedAt}` : ''
  if (!canary.stopped) return `canary: ${canary.build} at ${canary.percent} %${since}${step}`
  return [
    `canary: ${canary.build} STOPPED at ${canary.stopped.at}: ${canary.stopped.reason}`,
    `  its traffic is withdrawn (0 %) and --decide does nothing until a person decides:`,
    `  pnpm release ${remote} promote ${canary.build} | canary ${canary.build} --percent N | block ${canary.build}`,
  ].join('\n')
}

export async function runStatus(
  command: StatusCommand,
  deps: Pick<ReleaseDeps, 'fetch' | 'cwd' | 'defaultRecord' | 'print' | 'report'>,
): Promise<number> {
  const loaded = await loadRecord(command.record, deps)
  if (!loaded.ok) {
    deps.report(`release: status: ${loaded.reason}`)
    return 1
  }
  const releases = loaded.parsed.record.remotes[command.remote]
  if (!releases) {
    deps.report(`release: status: ${loaded.where} does not name ${command.remote}`)
    return 1
  }
  const decisions = (releases.history ?? [])
    .slice(-LATEST)
    .map(
      (entry) =>
        `  ${entry.at}  ${entry.build} at ${entry.percent} %: ${entry.action}${entry.verdict ? ` (${entry.verdict})` : ''}`,
    )
  const candidates = Object.keys(releases.candidates)
  deps.print(
    [
      `${command.remote} (${loaded.where})`,
      `stable: ${releases.stable.build}`,
      `previous: ${releases.previous?.build ?? 'none'}`,
      canaryLine(command.remote, releases.canary),
      `candidates: ${candidates.length > 0 ? candidates.join(', ') : 'none'}`,
      `blocked: ${releases.blocked.length > 0 ? releases.blocked.join(', ') : 'none'}`,
      ...(decisions.length > 0 ? ['latest decisions:', ...decisions] : []),
    ].join('\n') + '\n',
  )
  return 0
}
