import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { DEPLOY_BASE_PORTS, ORIGINS } from '../support/apps'
import { firefoxExecutable } from '../support/browser'
import { repo } from '../support/deploy'
import { expect, test } from '../support/fixtures'
import { CANDIDATE, deployReleaseSite } from '../support/release-site'

/**
 * `pnpm test:e2e` in QA mode, for real, as a tester runs it against production. Its files go to a
 * folder of its own: a run empties its output folder, and this one runs inside another.
 */
function qaRun(env: Record<string, string>, args: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'qa-run-'))
  try {
    const run = spawnSync('node_modules/.bin/tsx', ['run.ts', ...args, '--output', join(out, 'results')], {
      cwd: join(repo, 'e2e'),
      env: { ...process.env, ...env, PLAYWRIGHT_HTML_OUTPUT_DIR: join(out, 'report') },
      encoding: 'utf8',
    })
    // Without colour codes: the list reporter's lines are read below.
    const output = stripVTControlCharacters(run.stdout + run.stderr)
    // "  ✓  3 [chromium] › tests/faq.spec.ts:54:5 › FAQ › … @faq @smoke (1.5s)": the title, then its tags.
    const passed = output.split('\n').filter((line) => /^\s+✓\s+\d+ \[/.test(line))
    return { status: run.status, output, passed }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const tagsOf = (line: string): string[] => line.match(/@[a-z-]+/g) ?? []

/** Both engines passed tests in the run: Chromium, and Firefox's smoke wherever Firefox is installed. */
function expectBothEngines(passed: string[]) {
  const projects = firefoxExecutable() ? ['chromium', 'firefox-smoke'] : ['chromium']
  for (const project of projects)
    expect(
      passed.some((line) => line.includes(`[${project}]`)),
      `${project} tests passed`,
    ).toBe(true)
}

test.describe('QA mode', { tag: ['@shell', '@local'] }, () => {
  test('BASE_URL with --team faq runs the FAQ tests and the smoke tests, none @local, all passing, and says how many', async () => {
    test.setTimeout(300_000)
    const run = qaRun({ BASE_URL: ORIGINS.shell }, ['--team', 'faq'])
    expect(run.status, run.output).toBe(0)
    expect(run.passed.length).toBeGreaterThan(0)
    for (const line of run.passed) {
      expect(tagsOf(line), line).not.toContain('@local')
      expect(tagsOf(line).includes('@faq') || tagsOf(line).includes('@smoke'), line).toBe(true)
    }
    expect(run.passed.some((line) => tagsOf(line).includes('@smoke') && !tagsOf(line).includes('@faq'))).toBe(
      true,
    )
    expect(run.output).toContain(
      `${run.passed.length} tests ran: ${run.passed.length} passed, 0 did not (passed)`,
    )
    expectBothEngines(run.passed)
  })

  test('PREVIEW runs the smoke tests through the preview path on a deployed candidate, and stops on a build not listed', async ({
    request,
  }) => {
    test.setTimeout(300_000)
    const site = await deployReleaseSite(DEPLOY_BASE_PORTS.qa, DEPLOY_BASE_PORTS.qaCandidate, {
      unchanged: true,
    })
    try {
      await site.release(request)
      // Each test fails unless its page used the previewed build (support/qa-preview.ts).
      const run = qaRun({ BASE_URL: site.shellOrigin, PREVIEW: `faq@${CANDIDATE}` }, ['--grep', '@smoke'])
      expect(run.status, run.output).toBe(0)
      expect(run.passed.length).toBeGreaterThan(0)
      expect(run.output).toContain(`${run.passed.length} tests ran: ${run.passed.length} passed`)
      expectBothEngines(run.passed)

      const unlisted = qaRun({ BASE_URL: site.shellOrigin, PREVIEW: 'faq@b43' }, [
        '--grep',
        '@smoke',
        '--max-failures',
        '1',
      ])
      expect(unlisted.status).not.toBe(0)
      expect(unlisted.output).toContain('PREVIEW=faq@b43 refused: Versiunea cerută nu este listată')
    } finally {
      site.stop()
    }
  })
})
