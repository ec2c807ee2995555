import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { repo } from '../support/deploy'
import { entryAt, ORIGINS, REMOTE_NAMES } from '../support/apps'

const READY_TIMEOUT_MS = 60_000

/** What answering means for each origin: the shell's manifest and every remote's entry. */
const readinessUrls = [`${ORIGINS.shell}/remotes.json`, ...REMOTE_NAMES.map((name) => entryAt(ORIGINS[name]))]

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
  const waitUntilReady = async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (!(await Promise.all(readinessUrls.map(answers))).every(Boolean)) {
      if (exited !== undefined)
        throw new Error(`The production server exited with ${exited} (is \`pnpm build\` done?)`)
      if (Date.now() > deadline)
        throw new Error(`The production server did not answer within ${READY_TIMEOUT_MS / 1000} s`)
      await sleep(250)
    }
  }
  return { stop, ready: waitUntilReady() }
}
