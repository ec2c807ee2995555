// @vitest-environment node
/**
 * The PGlite folder's lock is the kernel's (flock on an open descriptor): what the lock file says never
 * keeps a server from starting, a holder's death frees it, and of several starters exactly one wins.
 * Holders and starters are real processes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { lockStoreFolder } from './folder-lock'

const shellDir = fileURLToPath(new URL('../..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'folder-lock-'))
const children: ChildProcess[] = []
let folders = 0
const newFolder = () => join(work, `events-${folders++}`)

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

/**
 * A process that tries to take the lock on `dir`, prints `taken` or `refused: <why>`, and then holds
 * what it got until it is killed.
 */
function starter(dir: string): { child: ChildProcess; outcome: Promise<string> } {
  const script = `
    import { lockStoreFolder } from './server/events-db/folder-lock.ts'
    try { lockStoreFolder(${JSON.stringify(dir)}); console.log('taken') }
    catch (error) { console.log('refused: ' + error.message) }
    setInterval(() => {}, 60_000)`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: shellDir,
  })
  children.push(child)
  let output = ''
  const outcome = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('\n')) resolve(output.trim())
    })
    child.once('exit', (code) => reject(new Error(`the starter exited (${code}) before it said`)))
  })
  return { child, outcome }
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve))

describe('the PGlite folder lock', { timeout: 60_000 }, () => {
  it("is taken over a lock file naming this very process's pid (a restarted container's pid 1)", () => {
    const dir = newFolder()
    writeFileSync(`${dir}.lock`, `${process.pid}\nnode server/serve.ts\n`)
    const lock = lockStoreFolder(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid))
    lock.release()
  })

  it('is taken over a lock file naming a live unrelated process (a reused pid)', async () => {
    const dir = newFolder()
    const unrelated = spawn('sleep', ['60'])
    children.push(unrelated)
    writeFileSync(`${dir}.lock`, `${unrelated.pid}\n`)
    lockStoreFolder(dir).release()
    unrelated.kill('SIGKILL')
    await exited(unrelated)
  })

  it('is taken over an empty lock file (one read between its creation and its write)', () => {
    const dir = newFolder()
    writeFileSync(`${dir}.lock`, '')
    lockStoreFolder(dir).release()
  })

  it('refuses while held, naming the holder, even to a second lock in the same process', () => {
    const dir = newFolder()
    const lock = lockStoreFolder(dir)
    expect(() => lockStoreFolder(dir)).toThrow(`is in use by process ${process.pid}`)
    lock.release()
    // Released, it names nobody, and the next takes it.
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe('')
    lockStoreFolder(dir).release()
  })

  it('waits for the note of a holder refused in the instant before it wrote it, and then names it', async () => {
    const dir = newFolder()
    const holder = starter(dir)
    expect(await holder.outcome).toBe('taken')
    // The instant between the holder's flock and its note: the file is still empty.
    const note = readFileSync(`${dir}.lock`, 'utf8')
    writeFileSync(`${dir}.lock`, '')
    let pauses = 0
    const writeNoteOnThirdPause = () => {
      if (++pauses === 3) writeFileSync(`${dir}.lock`, note)
    }
    expect(() => lockStoreFolder(dir, writeNoteOnThirdPause)).toThrow(
      `is in use by process ${holder.child.pid} (`,
    )
    expect(pauses).toBe(3)
  })

  it('names no one when the holder never writes its note, after a bounded wait', async () => {
    const dir = newFolder()
    const holder = starter(dir)
    expect(await holder.outcome).toBe('taken')
    writeFileSync(`${dir}.lock`, '')
    let waitedMs = 0
    expect(() => lockStoreFolder(dir, (ms) => (waitedMs += ms))).toThrow('is in use by another process')
    expect(waitedMs).toBe(1000)
  })

  it('goes to exactly one of several starters at once, and to the next as soon as its holder is killed', async () => {
    const dir = newFolder()
    const starters = Array.from({ length: 4 }, () => starter(dir))
    const outcomes = await Promise.all(starters.map((one) => one.outcome))
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1)
    const holder = starters[outcomes.indexOf('taken')]!.child
    for (const outcome of outcomes.filter((outcome) => outcome !== 'taken'))
      expect(outcome).toMatch(new RegExp(`^refused: .* in use by process ${holder.pid} \\(.*folder-lock`))
    // Killed, the holder cannot clean up: the kernel releases its lock, and the file still names it.
    holder.kill('SIGKILL')
    await exited(holder)
    expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(holder.pid))
    expect(await starter(dir).outcome).toBe('taken')
  })
})
