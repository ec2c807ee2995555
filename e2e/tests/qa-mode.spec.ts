import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { ORIGINS } from '../support/apps'
import { repo } from '../support/deploy'
import { expect, test } from '../support/fixtures'

const e2eDir = join(repo, 'e2e')

/**
 * QA mode for real: `pnpm test:e2e --team faq` with BASE_URL pointed at this suite's own server, as a
 * tester points it at production. Its files go to a folder of its own: a run empties its output folder,
 * and this one runs inside another.
 */
test('BASE_URL with --team faq runs the FAQ tests and the smoke tests, none @local, all passing, and says how many', async () => {
  test.setTimeout(300_000)
  const out = mkdtempSync(join(tmpdir(), 'qa-run-'))
  try {
    const run = spawnSync(
      'node_modules/.bin/tsx',
      ['run.ts', '--team', 'faq', '--output', join(out, 'results')],
      {
        cwd: e2eDir,
        env: { ...process.env, BASE_URL: ORIGINS.shell, PLAYWRIGHT_HTML_OUTPUT_DIR: join(out, 'report') },
        encoding: 'utf8',
      },
    )
    // Without colour codes: the list reporter's lines are read below.
    const output = stripVTControlCharacters(run.stdout + run.stderr)
    expect(run.status, output).toBe(0)
    // The list reporter's lines: "✓  3 [@faq] › tests/faq.spec.ts:53:3 › … @smoke (1.5s)".
    const ran = output.split('\n').filter((line) => /^\s+✓\s+\d+ \[/.test(line))
    expect(ran.length).toBeGreaterThan(0)
    for (const line of ran) {
      const project = /\[([^\]]+)\]/.exec(line)![1]!
      expect(project, line).not.toContain('@local')
      expect(project.includes('@faq') || line.includes('@smoke'), line).toBe(true)
    }
    expect(ran.some((line) => line.includes('@smoke') && !/\[[^\]]*@faq/.test(line))).toBe(true)
    expect(output).toContain(`${ran.length} tests ran: ${ran.length} passed, 0 did not (passed)`)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})
