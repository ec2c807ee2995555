import { expect, test } from '../support/fixtures'
import type { ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { composeDeployed, firstLoadFacts, runCompose, watchFirstLoad } from '../support/composed'
import {
  DEPLOY_BASE_PORTS,
  entryAt,
  originAt,
  originsFrom,
  REMOTE_NAMES,
  remoteDir,
  remoteRoot,
  type RemoteName,
} from '../support/apps'
import {
  buildRemote,
  builtRemoteMeta,
  deploySite,
  hashTree,
  pinnedRelease,
  repo,
  serve,
  setStable,
} from '../support/deploy'
import { NEW_QUESTION, OLD_QUESTION, patchedClsxFaqConfig, rewordedFaqBuild } from '../support/faq-release'
import { openLive, scrollThroughParts } from '../support/live'

/** Every JS file the site serves except the given remote's: what a compose must never change. */
function jsOf(shellDir: string, except: RemoteName): Record<string, string> {
  const js = (tree: Record<string, string>, prefix: string) =>
    Object.fromEntries(
      Object.entries(tree)
        .filter(([file]) => /\.m?js$/.test(file))
        .map(([file, hash]) => [`${prefix}/${file}`, hash]),
    )
  return {
    ...js(hashTree(shellDir, 'release-record.json'), 'shell'),
    ...Object.fromEntries(
      REMOTE_NAMES.filter((name) => name !== except)
        .map(remoteDir)
        .flatMap((dir) => Object.entries(js(hashTree(join(repo, dir, 'dist'), ''), dir))),
    ),
  }
}

test.describe('compose', { tag: ['@shell', '@local'] }, () => {
  test('a remote released after composing renders afresh in its slot; compose then writes its content, changing no JS', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000)
    const site = await deploySite(DEPLOY_BASE_PORTS.compose)
    const releaseDir = mkdtempSync(join(tmpdir(), 'faq-release-'))
    let release: ChildProcess | undefined
    try {
      const first = composeDeployed(site)
      expect(first.status, first.output).toBe(0)

      // The FAQ team builds a release, serves it at a new origin, and names it in release-record.json.
      await rewordedFaqBuild(releaseDir)
      const releasePort = DEPLOY_BASE_PORTS.composeRelease
      release = await serve(['faq', String(releasePort), releaseDir], { SHELL_ORIGINS: site.shellOrigin })
      setStable(site.shellDir, 'faq', pinnedRelease(originAt(releasePort), releaseDir))

      // Not recomposed: the page was composed with the old FAQ; the slot shows the new one.
      expect(await (await request.get(`${site.shellOrigin}/`)).text()).toContain(OLD_QUESTION)
      await watchFirstLoad(page)
      await openLive(page, `${site.shellOrigin}/`)
      // The FAQ is further down: its remote runs when the visitor comes near it.
      await scrollThroughParts(page)
      const faq = page.locator(remoteRoot('faq'))
      await expect(faq.getByRole('heading', { level: 3, name: NEW_QUESTION })).toBeVisible()
      await expect(faq.getByRole('heading', { level: 3, name: OLD_QUESTION })).toHaveCount(0)
      expect((await firstLoadFacts(page)).h1Survived).toBe(true)
      expect(consoleErrors).toEqual([])

      // Recomposed: the HTML holds the release's content; no JS file of the site changed.
      const before = jsOf(site.shellDir, 'faq')
      const second = composeDeployed(site)
      expect(second.status, second.output).toBe(0)
      const html = await (await request.get(`${site.shellOrigin}/`)).text()
      expect(html).toContain(NEW_QUESTION)
      expect(html).not.toContain(OLD_QUESTION)
      expect(jsOf(site.shellDir, 'faq')).toEqual(before)
    } finally {
      release?.kill('SIGTERM')
      site.stop()
      rmSync(releaseDir, { recursive: true, force: true })
    }
  })

  test('a remote down at compose time fails the compose and keeps the pages served; --allow-missing leaves its slot to the browser', async ({
    page,
    request,
  }) => {
    // Four composes: a version-1 file refused, then let through unpinned, a remote down, then --allow-missing.
    test.setTimeout(240_000)
    const site = await deploySite(DEPLOY_BASE_PORTS.composeDown)
    try {
      const recordPath = join(site.shellDir, 'release-record.json')
      const pinned = readFileSync(recordPath, 'utf8')
      const served = hashTree(join(site.shellDir, 'composed'), '')

      // A version-1 file records no server bundle: compose refuses to run any, naming each remote.
      const v1 = Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, entryAt(originsFrom(DEPLOY_BASE_PORTS.composeDown)[name])]),
      )
      writeFileSync(recordPath, JSON.stringify(v1))
      const unpinned = composeDeployed(site)
      expect(unpinned.status).toBe(1)
      for (const name of REMOTE_NAMES)
        expect(unpinned.output).toContain(
          `${name}: release-record.json records no SHA-256 for its server bundle`,
        )
      expect(unpinned.output).toContain(`pnpm release faq candidate <build> --entry`)
      expect(unpinned.output).toContain('nothing written')
      expect(hashTree(join(site.shellDir, 'composed'), '')).toEqual(served)
      // Only an explicit --allow-unpinned gets past, with a warning.
      const allowed = composeDeployed(site, '--allow-unpinned')
      expect(allowed.status, allowed.output).toBe(0)
      expect(allowed.output).toContain('warning: --allow-unpinned')
      expect(allowed.output).toContain('faq: release-record.json records no SHA-256')
      writeFileSync(recordPath, pinned)

      // Nothing listens there: the FAQ's origin is down.
      const downOrigin = originAt(DEPLOY_BASE_PORTS.composeDownRemote)
      setStable(site.shellDir, 'faq', pinnedRelease(downOrigin, join(repo, remoteDir('faq'), 'dist')))
      const servedPinned = hashTree(join(site.shellDir, 'composed'), '')

      const failed = composeDeployed(site)
      expect(failed.status).toBe(1)
      expect(failed.output).toContain(`faq: ${downOrigin}/server/entry.mjs`)
      expect(failed.output).toContain('nothing written')
      expect(hashTree(join(site.shellDir, 'composed'), '')).toEqual(servedPinned)

      const partial = composeDeployed(site, '--allow-missing')
      expect(partial.status, partial.output).toBe(0)
      const html = await (await request.get(`${site.shellOrigin}/`)).text()
      expect(html).toMatch(/<h1[^>]*>Păcănele Online<\/h1>/)
      expect(html).toMatch(/data-slot="faq\/Faq"[^>]*>(<!--[^>]*-->)*<p[^>]*>Loading...<\/p>/)
      expect(html).not.toContain('"faq":{')

      // In the browser the slot tries the remote itself and, with it still down, says so in its place.
      await openLive(page, `${site.shellOrigin}/`)
      await scrollThroughParts(page)
      await expect(page.locator('[data-remote-failure]')).toContainText(
        'Nu am putut încărca întrebările frecvente.',
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Păcănele Online')
    } finally {
      site.stop()
    }
  })

  test('a remote rebuilt in place with a bundled package changed gets a new build id: compose redoes its pages, and only those', async () => {
    test.setTimeout(240_000)
    const work = mkdtempSync(join(tmpdir(), 'faq-in-place-'))
    // The FAQ as `pnpm build` made it, served from a folder of the test's own, rebuilt there later.
    const servedDir = join(work, 'dist')
    cpSync(join(repo, remoteDir('faq'), 'dist'), servedDir, { recursive: true })
    const site = await deploySite(DEPLOY_BASE_PORTS.composeInPlace, { faq: servedDir })
    const buildIdOf = async (dir: string) => (await builtRemoteMeta(dir)).buildId
    try {
      const first = composeDeployed(site)
      expect(first.status, first.output).toBe(0)
      const composedDir = join(site.shellDir, 'composed')
      const before = hashTree(composedDir, '')
      const faqPages = Object.keys(before).filter(
        (file) =>
          file.endsWith('.html') && readFileSync(join(composedDir, file), 'utf8').includes('data-slot="faq/'),
      )
      expect(faqPages.length).toBeGreaterThan(0)
      const builtId = await buildIdOf(servedDir)
      expect(builtId).toBeDefined()

      // The same sources, at the same URL; only clsx, bundled into the FAQ and not shared, changed.
      buildRemote('faq', servedDir, patchedClsxFaqConfig(work))
      const rebuiltId = await buildIdOf(servedDir)
      expect(rebuiltId).toBeDefined()
      expect(rebuiltId).not.toBe(builtId)
      const faqOrigin = originsFrom(DEPLOY_BASE_PORTS.composeInPlace).faq
      setStable(site.shellDir, 'faq', pinnedRelease(faqOrigin, servedDir, rebuiltId))

      const second = composeDeployed(site)
      expect(second.status, second.output).toBe(0)
      const pages = Object.keys(before).filter((file) => file.endsWith('.html')).length
      expect(second.output).toContain(`${faqPages.length} of ${pages} pages recomposed`)
      const after = hashTree(composedDir, '')
      const rewritten = Object.keys(after).filter(
        (file) => file.endsWith('.html') && after[file] !== before[file],
      )
      expect(rewritten.sort()).toEqual([...faqPages].sort())
      for (const file of faqPages)
        expect(readFileSync(join(composedDir, file), 'utf8'), file).toContain(`"buildId":"${rebuiltId}"`)
    } finally {
      site.stop()
      rmSync(work, { recursive: true, force: true })
    }
  })

  test('the composed pages are the same whichever threads rendered them', () => {
    test.setTimeout(120_000)
    const composed = (threads: number) => {
      const dir = mkdtempSync(join(tmpdir(), `compose-threads-${threads}-`))
      try {
        cpSync(join(repo, 'shell/dist'), dir, { recursive: true })
        rmSync(join(dir, 'composed'), { recursive: true })
        const run = runCompose(['--local', '--out', dir, '--threads', String(threads)])
        expect(run.status, run.output).toBe(0)
        return {
          ...hashTree(join(dir, 'composed'), ''),
          sitemap: readFileSync(join(dir, 'sitemap.xml'), 'utf8'),
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    const oneThread = composed(1)
    // Three threads on this site's pages: each one takes pages in an order that varies from run to run.
    expect(composed(3)).toEqual(oneThread)
    expect(Object.keys(oneThread).length).toBeGreaterThan(50)
  })
})
