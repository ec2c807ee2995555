// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** Every package's decision records, `<package>/docs/decisions/NNNN-<name>.md`. */
const root = fileURLToPath(new URL('../..', import.meta.url))
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => join(entry.name, 'docs', 'decisions'))
  .filter((folder) => {
    try {
      return readdirSync(join(root, folder)).length > 0
    } catch {
      return false
    }
  })

const HEADER =
  /^# (\d{4})\. \S.*\n\nDate: (\d{4}-\d{2}-\d{2}) · Status: (accepted|proposed|superseded by \[(\d{4})\]\((\d{4}-[^)]+\.md)\))\n\n- \*\*Context\.\*\*/

describe('decision records', () => {
  it('are found in every package that keeps them', () => {
    expect(folders).toEqual(expect.arrayContaining(['shell/docs/decisions', 'e2e/docs/decisions']))
  })

  for (const folder of folders) {
    it(`in ${folder}: one format, a date and a status each, numbers unique, a superseding record that exists`, () => {
      const files = readdirSync(join(root, folder)).filter((name) => name.endsWith('.md'))
      const numbers = new Set<string>()
      for (const file of files) {
        const text = readFileSync(join(root, folder, file), 'utf8')
        const header = HEADER.exec(text)
        expect(
          header,
          `${file} starts "# NNNN. Title", "Date: … · Status: …", "- **Context.**"`,
        ).not.toBeNull()
        const [, number, date, , supersededBy, target] = header!
        expect(file.startsWith(`${number}-`), `${file} is numbered ${number}`).toBe(true)
        expect(Number.isNaN(Date.parse(date!)), `${file}: ${date}`).toBe(false)
        expect(numbers.has(number!), `${number} twice`).toBe(false)
        numbers.add(number!)
        if (supersededBy) expect(files, `${file} names ${target}`).toContain(target)
        if (target) expect(target.startsWith(`${supersededBy}-`), `${file}: ${target}`).toBe(true)
      }
    })
  }
})
