/**
 * Makes the e2e README's "Latest figures" table from the benchmarks' files (`figures.ts`), between its
 * two markers. `--check` changes nothing and exits 1 when the README's table is not the one the files
 * make (`pnpm lint` runs it, so a figure edited by hand, or a run whose file was not committed with
 * the table, fails CI).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { readFigures, type BenchFigures } from './figures'

const README = fileURLToPath(new URL('../README.md', import.meta.url))
// Prettier leaves the table as it is made: the check compares it letter for letter.
export const TABLE_START =
  '<!-- figures: made by `pnpm --filter e2e figures` from bench/figures/ -->\n<!-- prettier-ignore-start -->'
export const TABLE_END = '<!-- prettier-ignore-end -->'

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function verdictOf({ held }: BenchFigures): string {
  const over = held.filter((figure) => !figure.within).length
  if (over === 0) return 'pass'
  return `**${over} of ${held.length} over**`
}

/** The table, newest run first (then by command, so that it is the same on every machine). */
export function figuresTable(all: BenchFigures[]): string {
  const rows = [...all]
    .sort((a, b) => b.date.localeCompare(a.date) || a.command.localeCompare(b.command))
    .map((run) => {
      const speed = run.hostSpeedMs
        ? run.hostSpeedMs[0] === run.hostSpeedMs[1]
          ? `${run.hostSpeedMs[0]} ms`
          : `${run.hostSpeedMs[0]}–${run.hostSpeedMs[1]} ms`
        : '—'
      const figures = run.held.map((figure) => (figure.within ? figure.figure : `**${figure.figure}**`))
      return `| \`${cell(run.command)}\` | ${run.date} | ${speed} | ${cell(figures.join('; '))} | ${verdictOf(run)} |`
    })
  return [
    '| benchmark | date | host speed | figures, each beside its budget | verdict |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** The README with its table made anew; throws when the markers are missing. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start < 0 || end < start)
    throw new Error(`e2e/README.md needs the markers ${TABLE_START} … ${TABLE_END}`)
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
  const readme = readFileSync(README, 'utf8')
  const made = withTable(readme, figuresTable(readFigures()))
  if (values.check) {
    if (made !== readme) {
      console.error(
        'e2e/README.md: its figures table is not the one bench/figures/ makes. Run `pnpm --filter e2e figures` and commit both.',
      )
      process.exitCode = 1
    }
  } else writeFileSync(README, made)
}
