/**
 * One process at a time on a PGlite folder. PGlite has no postmaster: a second process opening the
 * folder beside the first corrupts what they share (a WASM abort, then a store that refuses batches
 * across restarts). So a process first creates `<folder>.lock` exclusively (O_EXCL), with its pid in
 * it, before it makes or opens the folder; another finds the file, and is refused with the holder's pid.
 * A lock whose process is gone (killed, crashed) is stale: it is removed and taken.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export interface FolderLock {
  release: () => void
}

/** Whether process `pid` is running (EPERM: it is, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The holder's command line, to name it in the refusal (Linux's /proc; elsewhere nothing). */
function commandOf(pid: number): string {
  try {
    return ` (${readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()})`
  } catch {
    return ''
  }
}

const readHolder = (path: string) => {
  try {
    return Number.parseInt(readFileSync(path, 'utf8'), 10)
  } catch {
    return undefined // released between our attempt and this read: try again
  }
}

/** Takes the lock on PGlite folder `dir`, or throws naming the process that holds it. */
export function lockStoreFolder(dir: string): FolderLock {
  const path = `${resolve(dir)}.lock`
  const mine = `${process.pid}\n`
  const release = () => {
    process.off('exit', release)
    if (readHolder(path) === process.pid) rmSync(path, { force: true })
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, mine, { flag: 'wx' })
      // Released when the process ends without closing the store; a SIGKILL leaves it, stale.
      process.on('exit', release)
      return { release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readHolder(path)
    if (holder !== undefined && Number.isInteger(holder) && isRunning(holder))
      throw new Error(
        `The events store ${resolve(dir)} is in use by process ${holder}${commandOf(holder)} (lock file ${path}): ` +
          'PGlite serves one process at a time. Stop that process, give this one its own EVENTS_DB_DIR, ' +
          'or share a Postgres server between them (DATABASE_URL).',
      )
    if (holder !== undefined) rmSync(path, { force: true })
  }
  throw new Error(`Could not take the lock ${path}: other processes keep taking it`)
}
