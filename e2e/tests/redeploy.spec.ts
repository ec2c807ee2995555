import { expect, test } from '../support/fixtures'
import { isExposedChunk } from 'shell/tooling/federation/plugin/chunk-names'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEPLOY_BASE_PORTS, originAt, remoteRoot } from '../support/apps'
import { buildRemote, deploySite, hashTree, pinnedRelease, serve, setStable } from '../support/deploy'
import { openLive, reloadLive } from '../support/live'

const RELEASE_PORT = DEPLOY_BASE_PORTS.release

test.describe('redeploy', { tag: ['@shell', '@local'] }, () => {
  test('a remote redeployed at a new URL is what the page shows after a reload; the shell is not rebuilt', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const site = await deploySite(DEPLOY_BASE_PORTS.redeploy)
    const releaseDir = mkdtempSync(join(tmpdir(), 'faq-release-'))
    let release: ChildProcess | undefined
    try {
      await openLive(page, `${site.shellOrigin}/`)
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()

      // The FAQ team builds a release, serves it at a new origin, and names it in release-record.json.
      buildRemote('faq', releaseDir)
      release = await serve(['faq', String(RELEASE_PORT), releaseDir], { SHELL_ORIGINS: site.shellOrigin })
      const releaseOrigin = originAt(RELEASE_PORT)
      setStable(site.shellDir, 'faq', pinnedRelease(releaseOrigin, releaseDir))

      const faqOrigins: string[] = []
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (isExposedChunk(url.pathname, 'Faq')) faqOrigins.push(url.origin)
      })
      await reloadLive(page)
      await expect(page.locator(remoteRoot('faq'))).toBeVisible()
      expect(faqOrigins).toEqual([releaseOrigin])
      expect(hashTree(site.shellDir, 'release-record.json')).toEqual(site.shellFilesAtDeploy)
    } finally {
      release?.kill('SIGTERM')
      site.stop()
      rmSync(releaseDir, { recursive: true, force: true })
    }
  })
})
