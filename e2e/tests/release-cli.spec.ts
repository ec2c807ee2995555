import { appendFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '../support/fixtures'
import { DEPLOY_BASE_PORTS, remoteRoot } from '../support/apps'
import { runCompose } from '../support/composed'
import type { ComposedIndex } from 'shell/tooling/compose/composed-index'
import type { ReleaseRecord } from 'shell/tooling/release/release-record-schema'
import { CATEGORY_PARAMS } from 'shell/routes'
import { hashTree, pinnedRelease } from '../support/deploy'
import { NEW_QUESTION, OLD_QUESTION } from '../support/faq-release'
import {
  CANDIDATE,
  deployReleaseSite,
  pageViewBuilds,
  releaseFaq,
  type ReleaseSite,
} from '../support/release-site'
import { openLive } from '../support/live'

let site: ReleaseSite
test.describe('release CLI', { tag: ['@faq', '@local'] }, () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await deployReleaseSite(DEPLOY_BASE_PORTS.releaseCli, DEPLOY_BASE_PORTS.releaseCliCandidate)
  })
  test.afterAll(() => site?.stop())

  /** Every composed page file of a deployed folder: its HTML and when it was last written. */
  function composedFiles(shellDir: string): Record<string, { html: string; mtimeMs: number }> {
    const dir = join(shellDir, 'composed')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    )
    return Object.fromEntries(
      files.map((file) => [
        file,
        { html: readFileSync(join(dir, file), 'utf8'), mtimeMs: statSync(join(dir, file)).mtimeMs },
      ]),
    )
  }

  const release = (...args: string[]) => releaseFaq(site, args)

  test('pnpm release promotes a candidate and rolls it back on a deployed copy: the pages are recomposed each time; compose refuses a server bundle that is not the one released', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const home = async () => (await request.get(`${site.shellOrigin}/`)).text()
    const shownFaq = async (question: string) => {
      await openLive(page, `${site.shellOrigin}/`)
      await expect(
        page.locator(remoteRoot('faq')).getByRole('heading', { level: 3, name: question }),
      ).toBeVisible()
      return ((await pageViewBuilds(page)).builds as Record<string, unknown>).faq
    }
    expect(await home()).toContain(OLD_QUESTION)

    const candidate = release(
      'candidate',
      CANDIDATE,
      '--entry',
      `${site.candidateOrigin}/assets/remoteEntry.js`,
    )
    expect(candidate.status, candidate.output).toBe(0)
    // The deploy's record is version 2 from the build on; the candidate is pinned as it was checked.
    const record = JSON.parse(
      readFileSync(join(site.shellDir, 'release-record.json'), 'utf8'),
    ) as ReleaseRecord
    expect(record.remotes.faq?.candidates[CANDIDATE]?.serverBundle).toEqual({
      url: `${site.candidateOrigin}/server/entry.mjs`,
      sha256: pinnedRelease(site.candidateOrigin, site.candidateDir).serverBundle.sha256,
    })
    const link = release('preview-link', CANDIDATE)
    expect(link.status, link.output).toBe(0)
    expect(link.output).toContain(`${site.shellOrigin}/?previzualizare=faq@${CANDIDATE}`)

    const composedBefore = composedFiles(site.shellDir)
    const faqPages = Object.keys(composedBefore).filter((file) =>
      composedBefore[file]!.html.includes('data-slot="faq/'),
    )
    expect(faqPages.length).toBeGreaterThan(0)
    expect(faqPages.length).toBeLessThan(Object.keys(composedBefore).length / 2)
    // A list's questions are on its first page only: its later pages are not a FAQ release's to redo.
    const { pages } = JSON.parse(
      readFileSync(join(site.shellDir, 'composed/index.json'), 'utf8'),
    ) as ComposedIndex
    const laterListPages = Object.entries(pages)
      .filter(([key]) => key.includes(`?${CATEGORY_PARAMS.page}=`))
      .map(([, file]) => file)
    expect(laterListPages.length).toBeGreaterThan(0)
    expect(faqPages.filter((file) => laterListPages.includes(file))).toEqual([])
    const promoted = release('promote', CANDIDATE)
    expect(promoted.status, promoted.output).toBe(0)
    // Only the pages holding FAQ slots were recomposed: the others are the same files, untouched.
    const composedAfter = composedFiles(site.shellDir)
    expect(Object.keys(composedAfter).sort()).toEqual(Object.keys(composedBefore).sort())
    const rewritten = Object.keys(composedAfter).filter(
      (file) => composedAfter[file]!.html !== composedBefore[file]!.html,
    )
    expect(rewritten.sort()).toEqual(faqPages.sort())
    for (const file of Object.keys(composedAfter).filter((name) => !faqPages.includes(name)))
      expect(composedAfter[file]!.mtimeMs, file).toBe(composedBefore[file]!.mtimeMs)
    expect(promoted.output).toContain(
      `${faqPages.length} of ${Object.keys(composedBefore).length} pages recomposed`,
    )
    expect(promoted.output).toContain('sitemap unchanged')
    expect(await home()).toContain(NEW_QUESTION)
    expect(await home()).not.toContain(OLD_QUESTION)
    expect(await shownFaq(NEW_QUESTION)).toEqual({ build: CANDIDATE, source: 'stable' })

    // A server bundle changed after its release: compose refuses it and the pages stay as served.
    const served = hashTree(join(site.shellDir, 'composed'), '')
    const bundle = join(site.candidateDir, 'server/entry.mjs')
    const original = readFileSync(bundle)
    appendFileSync(bundle, '\n// changed after release\n')
    try {
      const refused = runCompose([
        '--record',
        join(site.shellDir, 'release-record.json'),
        '--out',
        site.shellDir,
      ])
      expect(refused.status).toBe(1)
      expect(refused.output).toContain('is not the server bundle release-record.json recorded')
      expect(refused.output).toContain('nothing written')
      expect(hashTree(join(site.shellDir, 'composed'), '')).toEqual(served)
    } finally {
      writeFileSync(bundle, original)
    }

    const rolledBack = release('rollback')
    expect(rolledBack.status, rolledBack.output).toBe(0)
    expect(await home()).toContain(OLD_QUESTION)
    expect(await home()).not.toContain(NEW_QUESTION)
    expect(await shownFaq(OLD_QUESTION)).toMatchObject({ source: 'stable' })
  })
})
