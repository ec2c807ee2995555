// @vitest-environment node
/**
 * PGlite serves one process: a second shell server (`serve.ts`, a real process) started on the folder
 * a first one uses is refused before it touches the folder, with the first's pid, and the first keeps
 * storing every batch. A holder killed leaves its lock file, and the next server starts all the same.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { COLLECTOR_PATH } from 'shell/tooling/privacy/collection'
import { PGLITE_NODE_FLAGS } from '../events-db/create-store'
import { INTERNAL_EVENTS_PATH } from './collector'
import { pageViewEvent, releaseRecord, uuid } from '../test-support/collector.suite'

const shellDir = fileURLToPath(new URL('../..', import.meta.url))
const SHELL_ORIGIN = 'http://localhost:4173'
const work = mkdtempSync(join(tmpdir(), 'one-process-'))
const eventsDir = join(work, 'events')
const root = join(work, 'dist')
const started: ChildProcess[] = []

afterAll(() => {
  for (const child of started) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** A shell server in a process of its own, as `pnpm serve` starts one; resolves once it listens or exits. */
async function serve(): Promise<{
  child: ChildProcess
  origin: string
  exited: Promise<number | null>
  output: () => string
}> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [...PGLITE_NODE_FLAGS, '--import', 'tsx', 'server/serve.ts', 'shell', String(port), root],
    {
      cwd: shellDir,
      // The test is one client posting many batches: exempt from the per-client limits.
      env: {
        ...process.env,
        EVENTS_DB_DIR: eventsDir,
        HOST: '127.0.0.1',
        SHELL_ORIGINS: SHELL_ORIGIN,
        COLLECTOR_UNLIMITED_CLIENTS: '127.0.0.1',
      },
    },
  )
  started.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await Promise.race([
    exited,
    // serve.ts prints the origin it listens on once it does.
    new Promise<void>((resolve) => child.stdout!.on('data', () => output.includes(`:${port}`) && resolve())),
  ])
  return { child, origin: `http://127.0.0.1:${port}`, exited, output: () => output }
}

const post = async (origin: string) =>
  (
    await fetch(`${origin}${COLLECTOR_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
      body: JSON.stringify({ batch: uuid(), events: [pageViewEvent(uuid())] }),
    })
  ).status
/** The pid the lock file names: the holder writes it on the first line. */
const holderOfLock = () => readFileSync(`${eventsDir}.lock`, 'utf8').split('\n')[0]
const storedCount = async (origin: string) =>
  ((await (await fetch(`${origin}${INTERNAL_EVENTS_PATH}?limit=1000`)).json()) as { events: unknown[] })
    .events.length

describe('one PGlite folder, two shell server processes', { timeout: 120_000 }, () => {
  it('refuses the second before it touches the folder, naming the first, and the first keeps storing', async () => {
    // A served folder: the page the shell serves, enough for the collector.
    mkdirSync(root)
    writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="ro"><title>frame</title></html>')
    writeFileSync(join(root, 'release-record.json'), JSON.stringify(releaseRecord()))

    const first = await serve()
    expect(await post(first.origin)).toBe(202)
    const version = readFileSync(join(eventsDir, 'PG_VERSION'), 'utf8')

    const second = await serve()
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`)
    expect(second.output()).toContain('server/serve.ts')
    // Refused before touching it: the folder is as the first left it, and the lock is still the first's.
    expect(readFileSync(join(eventsDir, 'PG_VERSION'), 'utf8')).toBe(version)
    expect(holderOfLock()).toBe(String(first.child.pid))

    const statuses = await Promise.all(Array.from({ length: 20 }, () => post(first.origin)))
    expect(statuses.every((status) => status === 202)).toBe(true)
    expect(await storedCount(first.origin)).toBe(21)

    // Killed, the first cannot clean up: its lock file still names it, but the kernel released the
    // lock with the process, and the next server takes it and the folder.
    first.child.kill('SIGKILL')
    await first.exited
    expect(holderOfLock()).toBe(String(first.child.pid))
    const next = await serve()
    expect(await post(next.origin)).toBe(202)
    expect(await storedCount(next.origin)).toBe(22)
    expect(holderOfLock()).toBe(String(next.child.pid))
    next.child.kill('SIGTERM')
    await next.exited
    // A server that ends as it should releases its lock, and its file names nobody.
    expect(readFileSync(`${eventsDir}.lock`, 'utf8')).toBe('')
  })
})
