import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { repo } from '../support/deploy'
import { entryAt, ORIGINS, REMOTE_NAMES } from '../support/apps'

const READY_TIMEOUT_MS = 60_000

/** What answering means for each origin: the shell's release record and every remote's entry. */
const readinessUrls = [
  `${ORIGINS.shell}/release-record.json`,
  ...REMOTE_NAMES.map((name) => entryAt(ORIGINS[name])),
]

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  )

/** Refuses to measure someone else's server: the suite's ports are shared (hence the lock). */
export async function assertPortsFree(): Promise<void> {
  const anyResponse = (url: string) =>
    fetch(url).then(
      () => true,
      () => false,
    )
  const busy = await Promise.all(readinessUrls.map(anyResponse))
  if (busy.some(Boolean))
    throw new Error(`Something already serves ${ORIGINS.shell}…: stop it, or wait for /tmp/e2e.lock.`)
}

/**
 * `pnpm serve` (the production server, all four origins, from each app's dist/), started in a process
 * group of its own so that `stop` also ends the server processes pnpm and tsx start under it.
 * `stop` is synchronous and usable at once, before `ready`.
 */
export function startProductionServer(): { stop: () => void; ready: Promise<void> } {
  const child = spawn('pnpm', ['--dir', repo, 'serve'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited: number | null | undefined
  child.on('exit', (code) => (exited = code))
  const stop = () => {
    if (exited !== undefined || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  const ready = untilAnswering(readinessUrls, 'The production server', () =>
    exited === undefined ? undefined : `exited with ${exited} (is \`pnpm build\` done?)`,
  )
  return { stop, ready }
}

/** Resolves once every URL answers 200; fails when `failure` names one (a server exited) or after a minute. */
export async function untilAnswering(
  urls: string[],
  servers: string,
  failure: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await Promise.all(urls.map(answers))).every(Boolean)) {
    const failed = failure()
    if (failed) throw new Error(`${servers} ${failed}`)
    if (Date.now() > deadline)
      throw new Error(`${servers} did not answer within ${READY_TIMEOUT_MS / 1000} s`)
    await sleep(250)
  }
}
