import type { Browser, BrowserContext } from '@playwright/test'
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { isExposedChunk } from 'shell/tooling/federation/plugin/chunk-names'
import { join } from 'node:path'
import { canaryBucket } from 'shell/tooling/release/bucket'
import type { ReleaseRecord } from 'shell/tooling/release/release-record-schema'
import { DEPLOY_BASE_PORTS } from '../support/apps'
import { visitorContext } from '../support/canary-visitors'
import { repo } from '../support/deploy'
import { expect, test } from '../support/fixtures'
import { openLive, scrollThroughParts } from '../support/live'
import {
  CANDIDATE,
  deployReleaseSite,
  releaseArgs,
  releaseFaq,
  STABLE,
  type ReleaseSite,
} from '../support/release-site'

const PERCENT = 50
/**
 * Visitors a side: enough for the lowered minimum below, and for a slot failing on every canary page
 * to be failed (at 12 a side, its error share's interval still reaches the allowance); far below the
 * default table's 50.
 */
const VISITORS_PER_ARM = 16
/** An identical candidate is judged on the lowered minimum itself: any more visitors prove nothing more. */
const IDENTICAL_VISITORS_PER_ARM = 10
/** Kayenta's 50 a metric is the default; the spec's few simulated visitors are judged at 10. */
const SMALL_SAMPLE = ['errors', 'lcp', 'inp', 'cls', 'live'].flatMap((metric) => [
  '--threshold',
  `${metric}.minSample=10`,
])

interface ArmJson {
  build: string
  pageViews: number
  metrics: { errors: { n: number; rate: number | null }; live: { n: number; p75: number | null } }
}
interface HealthJson {
  verdict: 'pass' | 'fail' | 'inconclusive'
  stable: ArmJson
  canary: ArmJson
  metrics: Array<{ metric: string; verdict: string }>
}

/** `count` visitor ids (32 hex digits) on each side of a canary at PERCENT with this salt. */
function visitorsOf(salt: string, count: number): { canary: string[]; stable: string[] } {
  const arms = { canary: [] as string[], stable: [] as string[] }
  for (let n = 1; arms.canary.length < count || arms.stable.length < count; n += 1) {
    const id = `${salt.length}${n}`.padStart(32, '0')
    const arm = canaryBucket(id, salt) < PERCENT * 100 ? arms.canary : arms.stable
    if (arm.length < count) arm.push(id)
  }
  return arms
}

/**
 * Each visitor, having accepted measurement, opens the home page (which has FAQ slots) until it is
 * live, then leaves: the page's events go to the collector as it is hidden. The two arms take turns,
 * as a canary's visitors and its baseline's arrive at the same time: a site that warms up as the run
 * goes on then favours neither arm. A visitor's browser stays open until every visit is done, as a
 * real one stays open after a tab closes, so no beacon still on its way is cut off by the test.
 */
async function visit(browser: Browser, site: ReleaseSite, arms: { canary: string[]; stable: string[] }) {
  const ids = arms.canary.flatMap((id, index) => [id, arms.stable[index]!])
  const contexts: BrowserContext[] = []
  try {
    for (const id of ids) {
      const context = await visitorContext(await browser.newContext(), id)
      contexts.push(context)
      const page = await context.newPage()
      await openLive(page, `${site.shellOrigin}/`)
      // Each reads the page down to the FAQ, which comes alive then.
      await scrollThroughParts(page)
      await page.close({ runBeforeUnload: true })
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
}

test.describe('release health', { tag: ['@faq', '@local'] }, () => {
  test.describe.configure({ mode: 'default' })
  let site: ReleaseSite
  const record = () =>
    JSON.parse(readFileSync(join(site.shellDir, 'release-record.json'), 'utf8')) as ReleaseRecord
  const health = (args: string[] = []) => {
    const run = releaseFaq(site, ['health', '--json', ...args])
    const json = run.stdout.slice(run.stdout.indexOf('{'), run.stdout.lastIndexOf('}') + 1)
    return { ...run, json: JSON.parse(json) as HealthJson }
  }

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    // The candidate is the FAQ's own build, served at an origin of its own: a release that changes nothing.
    site = await deployReleaseSite(DEPLOY_BASE_PORTS.health, DEPLOY_BASE_PORTS.healthCandidate, {
      unchanged: true,
    })
    await site.release(request)
  })
  test.afterAll(() => site?.stop())

  test('a candidate identical to stable is judged pass or inconclusive, never fail; with the default sample it is inconclusive', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000)
    const salt = `faq-${CANDIDATE}-health`
    await site.release(request, site.faqReleases({ canary: { build: CANDIDATE, percent: PERCENT, salt } }))
    // As `pnpm release` does for a new canary: the pages hint its files, so its visitors fetch them as
    // early as stable's visitors fetch stable's, and time until live compares like with like.
    site.recompose()
    const visitors = visitorsOf(salt, IDENTICAL_VISITORS_PER_ARM)
    await visit(browser, site, visitors)

    // Each visitor's page view reaches the store as they leave; the judgement waits for all of them.
    let judged = health(SMALL_SAMPLE)
    await expect
      .poll(() => {
        judged = health(SMALL_SAMPLE)
        return [judged.json.canary.pageViews, judged.json.stable.pageViews]
      })
      .toEqual([IDENTICAL_VISITORS_PER_ARM, IDENTICAL_VISITORS_PER_ARM])
    expect(judged.json.canary.build).toBe(CANDIDATE)
    expect(judged.json.stable.build).toBe(STABLE)
    expect(judged.json.canary.metrics.errors.rate).toBe(0)
    // Each page's FAQ slots went live and said when: time until live arrives for both arms, and is judged.
    await expect
      .poll(() => {
        judged = health(SMALL_SAMPLE)
        return [judged.json.canary.metrics.live.n, judged.json.stable.metrics.live.n]
      })
      .toEqual([IDENTICAL_VISITORS_PER_ARM, IDENTICAL_VISITORS_PER_ARM])
    expect(judged.json.canary.metrics.live.p75).toBeGreaterThan(0)
    expect(judged.json.metrics.find((metric) => metric.metric === 'live')?.verdict, judged.output).toMatch(
      /^(pass|inconclusive)$/,
    )
    expect(['pass', 'inconclusive'], judged.output).toContain(judged.json.verdict)

    // Ten page views a side are too few for Kayenta's fifty: inconclusive, never a pass.
    const few = health()
    expect(few.json.verdict, few.output).toBe('inconclusive')
    expect(few.status).toBe(4)
  })

  test('a candidate whose slot fails on every page is judged fail; canary --auto rolls it back, blocks it and records why', async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const listed = record()
    delete listed.remotes.faq!.canary
    writeFileSync(join(site.shellDir, 'release-record.json'), JSON.stringify(listed, null, 2))

    // The rollout runs on its own, as a team starts it, and judges as visitors come.
    const auto = spawn(
      'pnpm',
      releaseArgs(site, [
        'canary',
        CANDIDATE,
        '--percent',
        String(PERCENT),
        '--auto',
        '--steps',
        String(PERCENT),
        '--step-wait',
        '1s',
        '--poll',
        '2s',
        '--max-wait',
        '4m',
        ...SMALL_SAMPLE,
      ]),
      { cwd: repo },
    )
    let output = ''
    auto.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    auto.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => auto.on('exit', resolve))
    try {
      await expect
        .poll(() => record().remotes.faq?.canary?.build, { message: output, timeout: 60_000 })
        .toBe(CANDIDATE)
      // Checked and started, the candidate then loses its FAQ module: every canary page's slot fails.
      const assets = join(site.candidateDir, 'assets')
      for (const file of readdirSync(assets))
        if (isExposedChunk(file.replace(/\.(br|gz)$/, ''), 'Faq')) rmSync(join(assets, file))
      const visitors = visitorsOf(record().remotes.faq!.canary!.salt, VISITORS_PER_ARM)
      await visit(browser, site, visitors)
      expect(await exited, output).toBe(3)
    } finally {
      auto.kill('SIGTERM')
    }
    const after = record().remotes.faq!
    expect(after.canary).toBeUndefined()
    expect(after.blocked).toContain(CANDIDATE)
    expect(after.stable.build).toBe(STABLE)
    // The decision is in the record's history, with the evidence it was taken on.
    const decision = after.history?.at(-1)
    expect(decision).toMatchObject({
      build: CANDIDATE,
      percent: PERCENT,
      verdict: 'fail',
      action: 'rollback',
    })
    expect(decision!.evidence.join('\n')).toMatch(/errors/i)
  })
})
