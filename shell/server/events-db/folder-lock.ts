/**
 * One process at a time on a PGlite folder. PGlite has no postmaster: a second process opening the
 * folder beside the first corrupts what they share (a WASM abort, then a store that refuses batches
 * across restarts). So a process first takes an OS file lock (flock(2), exclusive) on `<folder>.lock`
 * before it makes or opens the folder, and holds it on an open descriptor for as long as it runs.
 *
 * The kernel keeps the lock, not the file's contents: it is released when the last descriptor of it
 * closes, which a process's end does however it ends (SIGKILL, a crash, a container stopped). Nothing
 * is stale to judge, so a restarted server whose pid is the dead one's (pid 1 in a container), a pid
 * reused by another process, or a file left empty never keep a server from starting, and two starters
 * cannot both take it. The holder writes its pid and command line into the file only so that a
 * refused starter can name it. Why: shell/docs/decisions/0103-a-folder-lock-the-kernel-releases.md.
 */
import { spawnSync } from 'node:child_process'
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'

export interface FolderLock {
  release: () => void
}

/** This process's command line, written beside its pid (Linux's /proc; elsewhere its argv). */
function ownCommand(): string {
  try {
    return readFileSync('/proc/self/cmdline', 'utf8').split('\0').join(' ').trim()
  } catch {
    return process.argv.join(' ')
  }
}

/**
 * Node has no flock(2) of its own: a short child process takes it on our descriptor, passed as its
 * fd 3. A flock belongs to the open file description, which the child shares with this process, so it
 * outlives the child and ends with this process's descriptor. `flock(1)` (util-linux, busybox) or,
 * where it is missing (macOS), Perl's flock. Returns whether the lock was taken.
 */
function flockNonBlocking(fd: number): boolean {
  const stdio = ['ignore', 'ignore', 'pipe', fd] as const
  let taken = spawnSync('flock', ['--nonblock', '--exclusive', '3'], { stdio: [...stdio] })
  if ((taken.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    taken = spawnSync(
      'perl',
      ['-MFcntl=:flock', '-e', 'open(my $fh, "<&=", 3) or exit 2; flock($fh, LOCK_EX|LOCK_NB) or exit 1'],
      { stdio: [...stdio] },
    )
  if (taken.status === 0) return true
  if (taken.status === 1) return false
  throw new Error(
    `Could not take a file lock (flock): ${taken.error?.message ?? String(taken.stderr).trim()}. ` +
      'Install util-linux (flock) or Perl.',
  )
}

/** How a refused starter waits between two reads of the holder's note: the thread sleeps. */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * The holder's pid and command line. The holder writes them just after it takes the lock, so a starter
 * refused in that instant finds the file still empty: it waits a moment for the whole note before it
 * settles for naming no one (a holder that died in between).
 */
function holderNote(path: string, pause: (ms: number) => void): string {
  const patienceMs = 1000
  const stepMs = 10
  for (let waited = 0; ; waited += stepMs) {
    const note = readFileSync(path, 'utf8')
    if (note.split('\n').length > 2 || waited >= patienceMs) return note
    pause(stepMs)
  }
}

/**
 * Takes the lock on PGlite folder `dir`, or throws naming the process that holds it. `pause` is how a
 * refused starter waits for the holder's note (tests pass their own).
 */
export function lockStoreFolder(dir: string, pause: (ms: number) => void = sleep): FolderLock {
  const path = `${resolve(dir)}.lock`
  // Never truncated on open: a holder's name in it stays readable to the starters it refuses.
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644)
  let taken = false
  try {
    taken = flockNonBlocking(fd)
  } finally {
    if (!taken) closeSync(fd)
  }
  if (!taken) {
    const [pid = '', command = ''] = holderNote(path, pause).split('\n')
    const holder = pid ? `process ${pid}${command ? ` (${command})` : ''}` : 'another process'
    throw new Error(
      `The events store ${resolve(dir)} is in use by ${holder} (lock file ${path}): ` +
        'PGlite serves one process at a time. Stop that process, give this one its own EVENTS_DB_DIR, ' +
        'or share a Postgres server between them (DATABASE_URL).',
    )
  }
  ftruncateSync(fd, 0)
  writeSync(fd, `${process.pid}\n${ownCommand()}\n`, 0)
  let released = false
  return {
    release() {
      if (released) return
      released = true
      // Emptied first, so it names no process once this one lets go; closing the descriptor unlocks.
      ftruncateSync(fd, 0)
      closeSync(fd)
    },
  }
}
