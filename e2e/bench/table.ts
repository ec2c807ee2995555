/** A plain-text table: the first column to the left, the others to the right, as figures read best. */
export function printTable(headers: string[], rows: string[][], indent = '  '): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    indent +
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd()
  console.log(line(headers))
  for (const row of rows) console.log(line(row))
}

export const ms = (value: number | undefined): string =>
  value === undefined ? '—' : `${Math.round(value)} ms`

export const ratio = (value: number): string => `${value.toFixed(2)}×`

export const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL')
