import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
    return { status: run.status, output, stdout: run.stdout, passed }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const tagsOf = (line: string): string[] => line.match(/@[a-z-]+/g) ?? []

/** "  [chromium] › faq.spec.ts:56:5 › FAQ › … @faq @smoke": the tests a `--list` run would run. */
interface ListedTest {
  project: string
  tags: string[]
  /** `faq.spec.ts:56`: where the test is, as a run's line names it. */
  at: string
}

/** The tests a run would run, from `--list --reporter json`: the list reporter prints no tags. */
function listedTests(json: string): ListedTest[] {
  interface Suite {
    specs?: Array<{ file: string; line: number; tags: string[]; tests: Array<{ projectName: string }> }>
    suites?: Suite[]
  }
  const walk = (suite: Suite): ListedTest[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        project: test.projectName,
        tags: spec.tags.map((tag) => `@${tag}`),
        at: `${spec.file.split('/').pop()}:${spec.line}`,
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ]
  return (JSON.parse(json) as Suite).suites!.flatMap(walk)
}

/** "  ✓  3 [chromium] › tests/faq.spec.ts:56:5 › …": the project and `faq.spec.ts:56`. */
function ranAt(line: string): Pick<ListedTest, 'project' | 'at'> {
  const [, project = '', file = '', row = ''] =
    line.match(/\[([a-z-]+)\] › (?:\S*\/)?([\w.-]+\.spec\.ts):(\d+):/) ?? []
  return { project, at: `${file}:${row}` }
}

/**
 * A spec file and the line of one of its tests, as Playwright takes it on the command line. Found by
 * title, so that an edit above the test does not send the run elsewhere.
 */
function testAt(spec: string, title: string): string {
  const lines = readFileSync(join(repo, 'e2e/tests', spec), 'utf8').split('\n')
  const at = lines.findIndex((line) => line.includes(`'${title}'`))
  if (at < 0) throw new Error(`no test "${title}" in ${spec}`)
  // The title may sit on the line after `test(`: Playwright takes the line of the call.
  const call = lines[at]!.includes('test(') ? at : at - 1
  return `tests/${spec}:${call + 1}`
}

/**
 * What the real QA runs below run: the home FAQ's smoke test (tagged @faq and @smoke) and the search
 * smoke test (@smoke only), in both engines. The rest of a team's selection runs against this same
 * site in the main run already; here the whole selection is checked by listing it, and a sample is run
 * for real, so the QA path (no server started, the preflight, the preview path, the count line) is
 * proven without running forty tests a second time.
 */
const SAMPLE = () => [
  testAt('faq.spec.ts', 'the home FAQ shows its six questions, in order, all closed'),
  'tests/search.spec.ts',
]

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
  test('BASE_URL with --team faq selects the FAQ tests and the smoke tests, none @local; a sample runs, passes in both engines and says how many', async () => {
    test.setTimeout(300_000)
    const list = qaRun({ BASE_URL: ORIGINS.shell }, ['--team', 'faq', '--list', '--reporter', 'json'])
    expect(list.status, list.output).toBe(0)
    const listed = listedTests(list.stdout)
    expect(listed.length).toBeGreaterThan(0)
    for (const test of listed) {
      expect(test.tags, test.at).not.toContain('@local')
      expect(test.tags.includes('@faq') || test.tags.includes('@smoke'), test.at).toBe(true)
    }
    expect(listed.some((test) => test.tags.includes('@faq') && !test.tags.includes('@smoke'))).toBe(true)
    expect(listed.some((test) => test.tags.includes('@smoke') && !test.tags.includes('@faq'))).toBe(true)
    const projects = firefoxExecutable() ? ['chromium', 'firefox-smoke'] : ['chromium']
    expect([...new Set(listed.map((test) => test.project))].sort()).toEqual(projects)

    const run = qaRun({ BASE_URL: ORIGINS.shell }, ['--team', 'faq', ...SAMPLE()])
    expect(run.status, run.output).toBe(0)
    expect(run.passed.length).toBeGreaterThan(0)
    // Each test of the sample is one the selection lists, in that engine.
    for (const line of run.passed)
      expect(
        listed.map(({ project, at }) => ({ project, at })),
        line,
      ).toContainEqual(ranAt(line))
    expect(run.passed.some((line) => tagsOf(line).includes('@faq'))).toBe(true)
    expect(run.passed.some((line) => !tagsOf(line).includes('@faq'))).toBe(true)
    expect(run.output).toContain(
      `${run.passed.length} tests ran: ${run.passed.length} passed, 0 did not (passed)`,
    )
    expectBothEngines(run.passed)
  })

  test('PREVIEW runs a sample of the smoke tests through the preview path on a deployed candidate, and stops on a build not listed', async ({
    request,
  }) => {
    test.setTimeout(300_000)
    const site = await deployReleaseSite(DEPLOY_BASE_PORTS.qa, DEPLOY_BASE_PORTS.qaCandidate, {
      unchanged: true,
    })
    try {
      await site.release(request)
      // Each test fails unless its page used the previewed build (support/qa-preview.ts).
      const run = qaRun({ BASE_URL: site.shellOrigin, PREVIEW: `faq@${CANDIDATE}` }, [
        '--grep',
        '@smoke',
        ...SAMPLE(),
      ])
      expect(run.status, run.output).toBe(0)
      expect(run.passed.length).toBeGreaterThan(0)
      expect(run.output).toContain(`${run.passed.length} tests ran: ${run.passed.length} passed`)
      expectBothEngines(run.passed)

      // The refusal is the preview fixture's, before any page, the same in either engine: one
      // engine, no retry.
      const unlisted = qaRun({ BASE_URL: site.shellOrigin, PREVIEW: 'faq@b43' }, [
        '--grep',
        '@smoke',
        '--max-failures',
        '1',
        '--retries',
        '0',
        // With `=`: `--project` takes every value after it, the spec files too.
        '--project=chromium',
        ...SAMPLE(),
      ])
      expect(unlisted.status).not.toBe(0)
      expect(unlisted.output).toContain('PREVIEW=faq@b43 refused: Versiunea cerută nu este listată')
    } finally {
      site.stop()
    }
  })
})
