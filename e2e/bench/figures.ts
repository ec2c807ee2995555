/**
 * The latest figures of every benchmark, in one home: each run writes its own file here
 * (`bench/figures/<command>.json`), and the e2e README's table is made from these files
 * (`bench/figures-table.ts`), so no figure is copied by hand into prose.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const FIGURES_DIR = fileURLToPath(new URL('./figures/', import.meta.url))

/** One budget as a run held it: the figure beside its budget, and whether it was within. */
export interface HeldFigure {
  figure: string
  within: boolean
}

export interface BenchFigures {
  /** The command as it was run, `--runs` included: `pnpm bench:web --runs 3`. */
  command: string
  /** The day of the run, UTC. */
  date: string
  /** The host-speed probes of the run (SHA-256 of 256 MB, ms), lowest and highest; null if none. */
  hostSpeedMs: [number, number] | null
  held: HeldFigure[]
}

/** A file name for a command: the same command (whatever its `--runs`, `--max-runs`…) replaces its own file. */
export function figuresFileName(command: string): string {
  const key = command
    .replace(/^pnpm\s+(--filter\s+\S+\s+)?/, '')
    .replace(/\s--[a-z-]*runs[=\s]\d+/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
  return `${key}.json`
}

export function writeFigures(figures: BenchFigures, dir = FIGURES_DIR): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, figuresFileName(figures.command))
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`)
  return file
}

export function readFigures(dir = FIGURES_DIR): BenchFigures[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as BenchFigures)
}
