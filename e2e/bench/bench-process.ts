/**
 * The life of a benchmark process: what it started is stopped however it ends (done, failed, Ctrl-C),
 * and it exits 1 when a figure is over its budget or something broke, so a regression fails the run.
 */
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { writeFigures, type HeldFigure } from './figures'

/**
 * Stops for everything started that would outlive the process: servers, a browser, folders.
 * Synchronous: on Ctrl-C, tsx ends this process moments after the signal, too soon for anything awaited.
 */
const cleanups: Array<() => void> = []

export function onExit(cleanup: () => void): void {
  cleanups.push(cleanup)
}

function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup()
    } catch (error) {
      console.warn('cleanup failed:', error)
    }
  }
}

/** `--runs N` (a whole number ≥ 1), the one option every benchmark here takes. */
export function runsOption(defaultRuns: number): number {
  return benchOptions(defaultRuns, []).runs
}

/** `--runs N` and the benchmark's own options, each a string (`--baseline v1.2`); any other is refused. */
export function benchOptions<Name extends string>(
  defaultRuns: number,
  names: readonly Name[],
): { runs: number } & Partial<Record<Name, string>> {
  const own = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]))
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: String(defaultRuns) }, ...own },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number ≥ 1, not ${String(values.runs)}`)
  return { ...(values as Partial<Record<Name, string>>), runs }
}

/** What this run measured, for its figures file (`figures.ts`): one run is one process. */
const run: { held: HeldFigure[]; probesMs: number[] } = { held: [], probesMs: [] }

/**
 * Holds a figure to its budget: one over it is named, and the benchmark will exit 1. Either way the
 * figure is recorded: its text says the figure and its budget, e.g. `p99 19.8 ms, budget ≤ 50 ms`.
 */
export function holdBudget(within: boolean, figure: string): void {
  run.held.push({ figure, within })
  if (within) return
  console.error(`Over budget: ${figure}`)
  process.exitCode = 1
}

/** A host-speed probe taken in this run (host-speed.ts), kept beside its figures. */
export function noteHostSpeed(probeMs: number): void {
  run.probesMs.push(probeMs)
}

/** The command as a person runs it: the package script when pnpm started it, else the file. */
function commandLine(): string {
  const script = process.env.npm_lifecycle_event ?? `tsx ${basename(process.argv[1] ?? 'bench')}`
  return ['pnpm', script, ...process.argv.slice(2)].join(' ')
}

/** Writes this run's figures file, when the run held any figure to a budget and did not break. */
function recordFigures() {
  if (run.held.length === 0) return
  const probes = run.probesMs.map(Math.round)
  const file = writeFigures({
    command: commandLine(),
    date: new Date().toISOString().slice(0, 10),
    hostSpeedMs: probes.length ? [Math.min(...probes), Math.max(...probes)] : null,
    held: run.held,
  })
  console.log(`figures: ${file} (the e2e README's table: pnpm --filter e2e figures)`)
}

export async function runBenchmark(main: () => Promise<void>): Promise<void> {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => {
      cleanUp()
      process.exit(code)
    })
  const started = performance.now()
  try {
    await main()
    recordFigures()
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    cleanUp()
    console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`)
  }
}
